import { createHash } from "node:crypto";
import { hasPathDocument, hasPrerenderedRouteFile } from "../../src/content/route-roles.ts";
import type { SiteContent } from "../../src/content/site-content.ts";
import { otherLanguageRoutesAttribute, rootElementId, routeFilesAttribute, routePendingClass } from "../../src/boot/contract.ts";
import { pageModuleName } from "../../src/content/page-files.ts";
import { bootScriptTag } from "./boot-scripts.ts";
import type { InlineScript } from "./inline-code.ts";

/** What a prerendered route file holds; the route shell puts it in place. */
export type { RouteShell } from "../../src/boot/contract.ts";

/** The routes that get a file in dist/routes/ (route-roles.ts says which and why). */
export function prerenderedRoutes(content: SiteContent): string[] {
  return content.pages.map((page) => page.route).filter(hasPrerenderedRouteFile);
}

/**
 * Where a route's file goes in dist/, e.g. `routes/technology-3f9a0c1e.json`. The name
 * carries a hash of the text, as Vite's assets do: a new deploy's index.html never
 * meets a stale file from a cache, and the files can be cached for good.
 */
export function routeShellFile(route: string, text: string): string {
  return `routes/${pageModuleName(route)}-${createHash("sha256").update(text).digest("hex").slice(0, 8)}.json`;
}

/**
 * While a route other than home is pending, home's prerendered page stays hidden; the
 * header and footer paint at once. Inlined in index.html's <head>, hashed into its CSP.
 */
export const routePendingStyle = `.${routePendingClass} #${rootElementId} main{visibility:hidden}`;

/**
 * The route shell's <script> (src/boot/route-shell.ts, compiled): `files` maps each
 * prerendered route to its file, e.g. `{"/about":"./routes/about-3f9a0c1e.json"}`;
 * `otherLanguageRoutes` the pages of another language that have a document of their own (`["/ar/about"]`).
 */
export function routeShellTag(script: string, files: Record<string, string>, otherLanguageRoutes: readonly string[]): InlineScript {
  return bootScriptTag(script, { [routeFilesAttribute]: JSON.stringify(files), [otherLanguageRoutesAttribute]: JSON.stringify(otherLanguageRoutes) });
}

/** The pages index.html does not show itself: each page of another language that has a document of its own. */
export function otherLanguageRoutes(content: SiteContent): string[] {
  return content.pages.filter((page) => page.locale && hasPathDocument(page.route)).map((page) => page.route);
}
