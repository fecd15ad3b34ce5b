import { pathTarget, routeForms } from "../lib/hash-route.ts";

/**
 * `npm run dev` answers a page's path (`/about/`, from a link opened in a new tab) with its
 * document as the build writes it, less the boot scripts (scripts/prerender/dev-documents.ts):
 * the path is moved to its hash address here, before the router reads it, as the built
 * document's first script does (src/boot/path-document.ts).
 */
export function adoptPathInDevelopment(): void {
  const route = location.pathname.replace(/\/(index\.html)?$/i, "") || "/";
  if (route === "/" || location.hash.startsWith("#/")) return;
  history.replaceState(history.state, "", `/${location.search}${routeForms(pathTarget(route, location.hash)).hash}`);
}
