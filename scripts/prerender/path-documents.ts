/**
 * Each public page as a document at its path: `about/index.html` holds About, prerendered
 * with header and footer, its own title, description, canonical address and card, so
 * crawlers and link previews read real pages (search engines drop everything after `#`).
 * Home is index.html itself. In a browser the document's first script
 * (src/boot/path-document.ts) moves the address to the hash form the app routes by,
 * without a reload, and the app adopts the page in place.
 *
 * Every relative address in the document (assets, media, links written as `contact/`)
 * is relative to the site's root: `<base href="../">` points there from the page's
 * folder, at any depth and under any sub-path, with nothing to configure.
 */
import { documentRouteAttribute } from "../../src/boot/contract.ts";
import { homeRoute } from "../../src/content/route-roles.ts";
import { routeForms } from "../../src/lib/hash-route.ts";
import { bootScriptTag } from "./boot-scripts.ts";
import type { InlineScript } from "./inline-code.ts";
import { fillSlots, rootElement } from "./template.ts";
import { withHtmlLanguage } from "./languages.ts";
import type { SiteLocale } from "../../src/content/site-locales.ts";

/** Where a route's document goes in dist/: `index.html` for home, `about/index.html`. */
export function pathDocumentFile(route: string): string {
  return `${routeForms(route).path.replace(/^\.\//, "")}index.html`;
}

/** From the route's folder back to the site's root: `../` for `/about`, `../../` for `/a/b`; home is there already. */
export function baseHref(route: string): string {
  return route === homeRoute ? "./" : "../".repeat(route.split("/").filter(Boolean).length);
}

/** The path document script's <script> (src/boot/path-document.ts, compiled), told its document's route. */
export function pathDocumentTag(script: string, route: string): InlineScript {
  return bootScriptTag(script, { [documentRouteAttribute]: route });
}

export interface PathDocumentInput {
  /** index.html as written, with its slots (template.ts). */
  template: string;
  /** The page's language: `<html lang dir>`. */
  language: SiteLocale;
  route: string;
  /** The CSP's <meta>, first in <head>, so it governs everything after it. */
  cspTag: string;
  /** The path document script's <script> (pathDocumentTag). */
  bootTag: string;
  /** Title, description, canonical link, sharing tags and preloads (head.ts). */
  headTags: string;
  /** The style tags: fonts, then the page's own, as emotion adopts them. */
  styleTags: string;
  /** The hydration loader's <script>, as index.html has it. */
  entryTag: string;
  /** The page as prerendered HTML: header, page and footer. */
  html: string;
}

/** A page's document: the base and the address switch before anything else, then the head and page as index.html has them. */
export function pathDocument(input: PathDocumentInput): string {
  const head = [input.cspTag, `<base href="${baseHref(input.route)}" />`, input.bootTag, input.headTags, input.styleTags].join("\n    ");
  return fillSlots(withHtmlLanguage(input.template, input.language), { "app-head": head, "app-entry": input.entryTag, "app-root": rootElement(input.html, input.route) });
}
