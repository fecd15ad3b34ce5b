/**
 * The addresses the cross-engine check opens: every page of both languages once, at one of the
 * addresses a visitor may open it at, taken in turn (its own document, its hash address), so
 * both ways in are checked in each engine and each language without paying for every page
 * twice; and from each collection one listing and one entry per language (they share their
 * blocks, so the rest adds time, not coverage). Read from content/, as the browser tests read it.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { parse } from "yaml";
import { localizedRoute } from "../../src/lib/hash-route.ts";
import { addressesOf, arabicPageFiles, inAppPageFiles, pageFiles, type PageFile } from "../../tests/e2e/routes.ts";

export interface CheckedAddress {
  /** `./#/about` or `./about/`, relative to the site's root. */
  url: string;
  route: string;
  form: "hash" | "document";
}

/** The first entry's slug in a language's folder of a collection (file names are slugs, paired across languages). */
function firstSlug(folder: string): string | undefined {
  if (!existsSync(folder)) return undefined;
  return readdirSync(folder)
    .filter((name) => name.endsWith(".md"))
    .sort()[0]
    ?.replace(/\.md$/, "");
}

/** Each declared collection's listing route and folder, from content/collections/. */
function collections(): { route: string; folder: string }[] {
  const declarations = "content/collections";
  if (!existsSync(declarations)) return [];
  return readdirSync(declarations)
    .filter((name) => name.endsWith(".yaml"))
    .sort()
    .map((name) => {
      const declared = parse(readFileSync(`${declarations}/${name}`, "utf8")) as { route: string; folder?: string };
      return { route: declared.route, folder: declared.folder ?? name.replace(/\.yaml$/, "") };
    });
}

function collectionPages(base: string, prefix: string): PageFile[] {
  return collections().flatMap(({ route: listing, folder }) => {
    const slug = firstSlug(`${base}/${folder}`);
    const routes = [listing, ...(slug ? [`${listing}/${slug}`] : [])];
    return routes.map((route) => ({ file: `${base}/${folder}${route}`, route: localizedRoute(route, prefix), title: route, sections: [] }));
  });
}

// Another language's not-found page is its own static document, handed on to by index.html (tests/e2e/routes.ts).
const checkedPages = (): PageFile[] => [...pageFiles, ...collectionPages("content", ""), ...inAppPageFiles(arabicPageFiles), ...collectionPages("content/ar", "/ar")];

/** Every address of every checked page, both forms (the Arabic layout-shift measure opens each document). */
export function everyAddress(): CheckedAddress[] {
  return checkedPages().flatMap((page) => addressesOf(page).map(({ form, url }) => ({ url, route: page.route, form })));
}

export function checkedAddresses(): CheckedAddress[] {
  return checkedPages().map((page, index) => {
    const addresses = addressesOf(page);
    const { form, url } = addresses[index % addresses.length]!;
    return { url, route: page.route, form };
  });
}
