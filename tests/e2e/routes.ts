import { readdirSync, readFileSync } from "node:fs";
import { parse } from "yaml";
import { hasPathDocument } from "../../src/content/route-roles.ts";
import { localizedRoute, routeForms } from "../../src/lib/hash-route.ts";

export interface PageFile {
  file: string;
  route: string;
  title: string;
  sections: { type: string; title?: string; id?: string }[];
}

function readPages(folder: string, prefix = ""): PageFile[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith(".yaml"))
    .map((name) => {
      const page = parse(readFileSync(`${folder}/${name}`, "utf8")) as Omit<PageFile, "file">;
      return { ...page, file: prefix ? `${prefix.slice(1)}/${name}` : name, route: localizedRoute(page.route, prefix) };
    });
}

/** Every page file, read directly so tests follow the content rather than repeat it. */
export const pageFiles: PageFile[] = readPages("content/pages");

/** Every Arabic page, at its Arabic route (`/ar/about`, the not-found page `/ar/*`). */
export const arabicPageFiles: PageFile[] = readPages("content/ar/pages", "/ar");

/**
 * The pages the app draws at a hash address: all but another language's not-found page, whose
 * address (`#/ar/no-such-page`) index.html hands on to the host, which answers with that
 * language's own not-found document (ar/404.html, checked as a document).
 */
export const inAppPageFiles = (pages: readonly PageFile[]): PageFile[] => pages.filter((page) => !(page.route.endsWith("*") && page.route !== "*"));

/** The address to visit for a page; the not-found page is reached through any unknown route (in its language). */
export function urlOf(page: PageFile): string {
  return page.route.endsWith("*") ? `./#${page.route.replace(/\*$/, "this-page-does-not-exist")}` : `./#${page.route}`;
}

/** A page's own document, relative to the site's root (`./about/`); only pages that have one. */
export function documentUrlOf(page: PageFile): string {
  return `./${routeForms(page.route).path.replace(/^\.\//, "")}`;
}

/**
 * Each address a visitor may open a page at: its hash address (`./#/about`) and, for a
 * public page, its own document (`./about/`), which paints the page from its own HTML.
 */
export function addressesOf(page: PageFile): { form: "hash" | "document"; url: string }[] {
  return [{ form: "hash", url: urlOf(page) }, ...(hasPathDocument(page.route) ? [{ form: "document" as const, url: documentUrlOf(page) }] : [])];
}
