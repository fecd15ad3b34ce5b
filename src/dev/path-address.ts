import { pathTarget, routeForms } from "../lib/hash-route.ts";

/**
 * `npm run dev` answers every path with index.html, which has no page documents: a page's
 * path (`/about/`, from a link opened in a new tab) is moved to its hash address before
 * the router reads it, as the built document's first script does (src/boot/path-document.ts).
 */
export function adoptPathInDevelopment(): void {
  const route = location.pathname.replace(/\/(index\.html)?$/i, "") || "/";
  if (route === "/" || location.hash.startsWith("#/")) return;
  history.replaceState(history.state, "", `/${location.search}${routeForms(pathTarget(route, location.hash)).hash}`);
}
