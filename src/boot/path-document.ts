/**
 * Runs first in a page's own document (dist/about/index.html), in its <head> (compiled
 * to an inline script by scripts/prerender/boot-scripts.ts). The document already holds
 * the page; the app routes by hash, so before anything else runs the address becomes the
 * hash form, with no reload: `/about/?utm_source=x#leadership` turns into
 * `/?utm_source=x#/about?section=leadership` (a replace: Back leaves the site, as it would
 * have). The document's `<base href="../">` says where the site's root is, at any depth
 * and under any sub-path; once the address is the root it is removed, so in-page and
 * relative addresses resolve against the address itself. Flags and attributes: contract.ts.
 */
import { pathDocumentHash } from "../lib/hash-route.ts";
import { documentRouteAttribute } from "./contract.ts";

function adoptHashAddress(script: Element | null): void {
  const route = script?.getAttribute(documentRouteAttribute);
  if (!route) return;
  const base = document.querySelector("base");
  // Resolved against the <base>: the site's root, whatever the host's path to it.
  const address = new URL(location.search + pathDocumentHash(route, location.hash), document.baseURI).href;
  history.replaceState(history.state, "", address);
  if (base) base.parentNode?.removeChild(base);
}

adoptHashAddress(document.currentScript);
