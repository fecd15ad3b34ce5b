/**
 * The addresses the cross-engine check opens: every page of both languages at each address
 * a visitor may open it at (its hash address and, for a public page, its own document), and
 * from the news one listing and one entry per language (they share their blocks, so the
 * rest adds time, not coverage). Read from content/, as the browser tests read it.
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

export function checkedAddresses(): CheckedAddress[] {
  const pages = [...pageFiles, ...newsPages("content/news", ""), ...arabicPageFiles, ...newsPages("content/ar/news", "/ar")];
  return pages.flatMap((page) => addressesOf(page).map(({ form, url }) => ({ url, route: page.route, form })));
}
