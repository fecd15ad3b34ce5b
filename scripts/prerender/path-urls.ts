/**
 * Path URLs on a static host. The site routes by hash (`/#/about`), but people type and
 * paste paths (`/about`), and a host answers a path it has no file for with its 404 page.
 * The build writes that page: a known route is sent to its hash address at once, its
 * query and section kept; any other path shows the not-found page. Where the host reads
 * `_redirects`, the same routes also get server redirects, which need no JavaScript.
 */
import { hasAddress, homeRoute } from "../../src/content/route-roles.ts";
import type { SiteContent } from "../../src/content/site-content.ts";
import type { Site } from "../../src/content/site.ts";
import { basePathAttribute, pathRoutesAttribute } from "../../src/boot/contract.ts";
import { escapeMarkup } from "../escape-markup.ts";
import { bootScriptTag } from "./boot-scripts.ts";

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
 * The path redirect's <script> for 404.html's <head> (src/boot/path-redirect.ts,
 * compiled): a known route's path is sent to its hash address before anything paints.
 */
export function pathRedirectTag(script: string, routes: string[], basePath: string): string {
  return bootScriptTag(script, { [pathRoutesAttribute]: JSON.stringify(routes), [basePathAttribute]: basePath });
}

/**
 * `_redirects` rules (Netlify, Cloudflare Pages): `/about /#/about 301`. A browser never
 * sends the `#team` of `/about#team` to a server, and keeps it across a redirect only when
 * the new address has no `#` of its own, so a server redirect lands on the page, not the
 * section; the query is passed on by the host.
 */
export function redirectRules(routes: string[], basePath: string): string {
  // Home's path is the site's root itself: nothing to redirect.
  const lines = routes.filter((route) => route !== homeRoute).map((route) => `${basePath}${route.slice(1)}  ${basePath}#${route}  301`);
  return `# Path URLs to their hash routes; written by the build from content/pages.\n${lines.join("\n")}\n`;
}

/** No script runs on 404.html, so the phone menu's button could open nothing: it is hidden, and the footer links every page. */
export const notFoundPageStyle = `[aria-controls="mobile-menu"]{display:none}`;

export interface NotFoundDocumentInput {
  /** Vite's built index.html, before the prerender filled it. */
  template: string;
  basePath: string;
  csp: string;
  /** The path redirect's <script> (pathRedirectTag). */
  redirectTag: string;
  title: string;
  /** The style tags, as index.html has them. */
  styleTags: string;
  /** The not-found page as prerendered HTML: header, page and footer. */
  html: string;
}

/**
 * dist/404.html: a static page with no app scripts, since a host serves it at any path,
 * where the app's hash routing would show home. `<base>` points relative files and the
 * header's `#/about` links at the site's root, so they work from any depth.
 */
export function notFoundDocument(input: NotFoundDocumentInput): string {
  const head = [
    `<meta http-equiv="Content-Security-Policy" content="${escapeMarkup(input.csp)}" />`,
    `<base href="${escapeMarkup(input.basePath)}" />`,
    input.redirectTag,
    `<title>${escapeMarkup(input.title)}</title>`,
    `<meta name="robots" content="noindex" />`,
    `<link rel="icon" href="./favicon.svg" type="image/svg+xml" />`,
    input.styleTags,
    `<style>${notFoundPageStyle}</style>`,
  ].join("\n    ");
  return input.template
    .replace(/\s*<script type="module"[^>]*><\/script>/g, "")
    .replace(/\s*<link rel="(modulepreload|stylesheet)"[^>]*>/g, "")
    .replace(/<title>[\s\S]*?<\/title>\s*/, "")
    .replace("<!--head-->", () => head)
    .replace('<div id="root"></div>', () => `<div id="root">${input.html}</div>`);
}
