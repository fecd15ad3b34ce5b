/**
 * The addresses the cross-engine check opens: every page of both languages once, at one of the
 * addresses a visitor may open it at, taken in turn (its own document, its hash address), so
 * both ways in are checked in each engine and each language without paying for every page
 * twice; and from the news one listing and one entry per language (they share their blocks, so
 * the rest adds time, not coverage). Read from content/, as the browser tests read it.
 */
import { readdirSync } from "node:fs";
import { newsRoute, entryRoute } from "../../src/content/news/addresses.ts";
import { localizedRoute } from "../../src/lib/hash-route.ts";
import { addressesOf, arabicPageFiles, pageFiles, type PageFile } from "../../tests/e2e/routes.ts";

export interface CheckedAddress {
  /** `./#/about` or `./about/`, relative to the site's root. */
  url: string;
  route: string;
  form: "hash" | "document";
}

/** The first news entry's slug in a language's folder (file names are slugs, paired across languages). */
function firstNewsSlug(folder: string): string | undefined {
  return readdirSync(folder)
    .filter((name) => name.endsWith(".md"))
    .sort()[0]
    ?.replace(/\.md$/, "");
}

function newsPages(folder: string, prefix: string): PageFile[] {
  const slug = firstNewsSlug(folder);
  const routes = [newsRoute, ...(slug ? [entryRoute(slug)] : [])];
  return routes.map((route) => ({ file: `${folder}/${route}`, route: localizedRoute(route, prefix), title: route, sections: [] }));
}

const checkedPages = (): PageFile[] => [...pageFiles, ...newsPages("content/news", ""), ...arabicPageFiles, ...newsPages("content/ar/news", "/ar")];

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
