/**
 * Runs first in dist/404.html's <head> (compiled to an inline script by
 * scripts/prerender/boot-scripts.ts). A host serves that page for any path it has no file
 * for. Every public page has a document at its path (path-document.ts), so what arrives
 * here is a path typed with capitals (`/About`), an `index.htm`, or a route without a
 * document (`/auth`).
 * `/about?utm_source=x#team` becomes `/?utm_source=x#/about?section=team` (a replace, so
 * Back skips the 404); a path that is no route leaves the not-found page on screen. Case
 * and a trailing slash or index.html are forgiven, as a person typing the address would
 * expect. A path under another language's prefix (`/ar/no-such-page`) that is no route is
 * handed on to that language's not-found document (`ar/404.html`), which carries this script
 * too: there it puts the address typed back in the address bar. Flags and attributes: contract.ts.
 */
import { pageDataFile } from "../content/page-files.ts";
import { homeRoute } from "../content/route-roles.ts";
import { pathTarget, routeForms } from "../lib/hash-route.ts";
import { basePathAttribute, notFoundDocumentsAttribute } from "./contract.ts";

function redirectToHashAddress(script: Element | null): void {
  const basePath = script?.getAttribute(basePathAttribute) ?? "/";
  const notFoundDocuments = JSON.parse(script?.getAttribute(notFoundDocumentsAttribute) ?? "{}") as Record<string, string>;
  const prefixes = Object.keys(notFoundDocuments);
  for (const prefix of prefixes) {
    if (location.pathname !== `${basePath}${notFoundDocuments[prefix]}`) continue;
    // This is a language's not-found document, handed the address typed: it goes back in the
    // address bar (same site only), so the visitor sees what they typed and can correct it.
    const typed = decodeURIComponent(location.hash.slice(1));
    if (typed.indexOf(basePath) === 0 && typed.indexOf("//") !== 0) history.replaceState(history.state, "", typed);
    return;
  }
  let path = location.pathname;
  if (path.indexOf(basePath) === 0) path = path.slice(basePath.length - 1);
  path = path.replace(/\/(index\.html?)?$/i, "").toLowerCase() || "/";
  const toHashAddress = () => location.replace(`${basePath}${location.search}${routeForms(pathTarget(path, location.hash)).hash}`);
  // Each language's home is bundled with the app: it has no data file.
  if (path === homeRoute || prefixes.indexOf(path) >= 0) return toHashAddress();
  // No list of routes here, so this document is the same size however many pages the site
  // has: a path is a route when the page's data file is there (page-files.ts), which every
  // page but home and not-found has. Without fetch, the not-found page stays.
  if (typeof fetch !== "function") return notARoute(path, basePath, notFoundDocuments);
  fetch(`${basePath}${pageDataFile(path)}`, { method: "HEAD" }).then(
    (response) => (response.ok ? toHashAddress() : notARoute(path, basePath, notFoundDocuments)),
    () => notARoute(path, basePath, notFoundDocuments),
  );
}

/** A path that is no route: under another language's prefix, on to its not-found document; otherwise this page stays. */
function notARoute(path: string, basePath: string, notFoundDocuments: Record<string, string>): void {
  for (const prefix of Object.keys(notFoundDocuments)) {
    if (path.indexOf(`${prefix}/`) === 0) {
      location.replace(`${basePath}${notFoundDocuments[prefix]}#${encodeURIComponent(location.pathname + location.search)}`);
      return;
    }
  }
}

redirectToHashAddress(document.currentScript);
