/**
 * Following an internal link inside the app: what SmartLink's click does, and what a
 * static section's plain links do through their section's one listener (src/islands/island-renderer.tsx).
 */
import { pathTarget, routeForms, sameTarget, splitLocation } from "./hash-route.ts";
import { scrollToAnchor, scrollToTop } from "./scroll.ts";

interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** A new tab or window (modifier keys, middle click) opens the page's document instead. */
export function isPlainLeftClick(event: ClickLike): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Moves the app to `target` (`/about#team`) from `location`, the router's current one. */
export function followInternalLink(target: string, location: string): void {
  // Following a link to where we already are changes no hash, so nothing would move.
  if (sameTarget(target, location)) {
    const { anchor } = splitLocation(target);
    if (anchor) scrollToAnchor(anchor);
    else scrollToTop(true);
    return;
  }
  // As following `<a href="#/about">` would: a history entry and a hashchange the router hears.
  const address = new URL(window.location.href);
  address.hash = routeForms(target).hash;
  window.location.assign(address.href);
}

/**
 * The internal target a link written as a page's document names (`technology/#specifications`
 * gives `/technology#specifications`, `./` home), or undefined for anything else: another
 * site, a file (a PDF has no closing slash), mailto: and tel:.
 */
export function internalTargetOfPath(link: HTMLAnchorElement): string | undefined {
  const url = new URL(link.href);
  const root = new URL("./", document.baseURI);
  if (url.origin !== root.origin || url.search || !url.pathname.startsWith(root.pathname) || !url.pathname.endsWith("/")) return undefined;
  let folder = url.pathname.slice(root.pathname.length, -1);
  try {
    folder = decodeURIComponent(folder);
  } catch {
    // A malformed escape is kept as written.
  }
  return pathTarget(`/${folder}`, url.hash);
}
