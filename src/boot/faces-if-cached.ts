/**
 * Inlined in a document's <head> right after the style tag of the core web faces its first
 * paint may use (`font-display: optional`, written with `media="not all"`), so it runs before
 * the first layout. It turns them on when the visitor came from another page of this site,
 * whose loader fetched the fonts after its paint: then this paint can take them from the
 * cache, and a face that is not there in time is simply not used, never swapped in. On a
 * first visit they stay off, so the browser fetches no font before the page has painted.
 * The referrer rather than a stored flag: nothing is written to the visitor's device.
 *
 * Turned on, each face is also preloaded: the cache's read then starts here, before the first
 * layout asks for the face, rather than at it, which on a busy disk was too late for
 * `optional` and left a whole page in the fallback though the file was cached.
 */
import { addLink } from "../lib/add-link.ts";
import { facesIfCachedAttribute } from "./contract.ts";

function turnOnIfCached(faces: Element | null | undefined): void {
  if (!(faces instanceof HTMLStyleElement) || !faces.hasAttribute(facesIfCachedAttribute)) return;
  try {
    if (!document.referrer || new URL(document.referrer).origin !== location.origin) return;
    faces.media = "all";
    for (const [, href] of (faces.textContent ?? "").matchAll(/url\(([^)]+)\)/g)) addLink("preload", href!, "font");
  } catch {
    // A referrer that is not a URL: as on a first visit, the faces stay off.
  }
}

turnOnIfCached(document.currentScript?.previousElementSibling);
