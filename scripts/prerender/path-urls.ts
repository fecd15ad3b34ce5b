/**
 * Paths a host has no file for. Every public page has a document at its path
 * (path-documents.ts); a host answers any other path with its 404 page, which the build
 * writes: a path that names a route all the same (`/About`, `/about/index.htm`, `/auth`)
 * is sent to its hash address once its page's data file answers, its query and section kept; any other path shows
 * the not-found page, with status 404.
 */
import { hasAddress } from "../../src/content/route-roles.ts";
import type { SiteContent } from "../../src/content/site-content.ts";
import type { Site } from "../../src/content/site.ts";
import { basePathAttribute, notFoundDocumentsAttribute } from "../../src/boot/contract.ts";
import { siteLocales, type SiteLocale } from "../../src/content/site-locales.ts";
import { withHtmlLanguage } from "./languages.ts";
import { escapeMarkup } from "../escape-markup.ts";
import { bootScriptTag } from "./boot-scripts.ts";
import type { InlineScript } from "./inline-code.ts";
import { fillSlots, rootElement } from "./template.ts";

/** The routes a path URL can name: every page but the not-found page. */
export function pathRoutes(content: SiteContent): string[] {
  return content.pages.map((page) => page.route).filter(hasAddress);
}

/**
 * Where the site lives on its host, from site.yaml's `url`: "/" at a domain's root,
 * "/repo/" for `https://user.github.io/repo`. The 404 page may be served at any depth,
 * so it needs this to reach the site's files and its home.
 */
export function siteBasePath(site: Site): string {
  if (!site.brand.url) return "/";
  return new URL(site.brand.url).pathname.replace(/\/?$/, "/");
}

/**
 * The path redirect's <script> for the not-found documents' <head> (src/boot/path-redirect.ts,
 * compiled): a route's path (one whose page data file the host has) is sent to its hash address, and
 * a path under another language's prefix to that language's not-found document.
 */
export function pathRedirectTag(script: string, basePath: string, notFoundDocuments: Record<string, string> = {}): InlineScript {
  return bootScriptTag(script, { [basePathAttribute]: basePath, [notFoundDocumentsAttribute]: JSON.stringify(notFoundDocuments) });
}

/** Each language but the default, with the file its not-found document is written to (`ar/404.html`). */
export function otherLanguageNotFoundDocuments(content: SiteContent): { locale: SiteLocale; file: string }[] {
  return siteLocales(content.site)
    .slice(1)
    .map((locale) => ({ locale, file: `${locale.prefix.slice(1)}/404.html` }));
}

/** No script runs on 404.html, so the phone menu's button could open nothing: it is hidden, and the footer links every page. */
export const notFoundPageStyle = `[aria-controls="mobile-menu"]{display:none}`;

export interface NotFoundDocumentInput {
  /** index.html as written, with its slots (template.ts). */
  template: string;
  /** The page's language: `<html lang dir>`; left out, the template's (the default language). */
  language?: SiteLocale;
  basePath: string;
  /** Its Content Security Policy <meta> (head.ts cspMetaTag), first in <head>. */
  cspTag: string;
  /** The path redirect's <script> (pathRedirectTag). */
  redirectTag: string;
  title: string;
  /** The style tags, as index.html has them, then notFoundPageStyle's: written by the caller, which hashes each (inline-code.ts). */
  styleTags: string;
  /** The not-found page as prerendered HTML: header, page and footer. */
  html: string;
}

/**
 * dist/404.html: a static page with no app scripts, since a host serves it at any path,
 * where the app's hash routing would show home. `<base>` points relative files and the
 * header's links (`about/`) at the site's root, so they work from any depth.
 */
export function notFoundDocument(input: NotFoundDocumentInput): string {
  const head = [
    input.cspTag,
    `<base href="${escapeMarkup(input.basePath)}" />`,
    input.redirectTag,
    `<title>${escapeMarkup(input.title)}</title>`,
    `<meta name="robots" content="noindex" />`,
    `<link rel="icon" href="./favicon.svg" type="image/svg+xml" />`,
    input.styleTags,
  ].join("\n    ");
  const template = input.language ? withHtmlLanguage(input.template, input.language) : input.template;
  return fillSlots(template, { "app-head": head, "app-entry": "", "app-root": rootElement(input.html) });
}
