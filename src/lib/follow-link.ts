/**
 * Following an internal link inside the app, and fetching its page ahead: one implementation
 * (linkHandlers) for SmartLink's own link and for a static section's plain links, which their
 * section answers for through the same handlers on itself (src/islands/island-renderer.tsx).
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

/** What a link's handlers are given: the events React passes, which bubble, so a section can answer for its links. */
interface LinkEvent {
  target: EventTarget | null;
}
interface LinkClick extends LinkEvent, ClickLike {
  defaultPrevented: boolean;
  preventDefault(): void;
}

export interface LinkBehaviour {
  /** The internal target the event is about (`/about#team`), or undefined: not a link that moves inside the app. */
  targetOf(event: LinkEvent): string | undefined;
  /** The router's current location, which a click moves from. */
  location: string;
  /** Fetches a target's page and what its sections need, ahead of a click. */
  prefetch(target: string): void;
}

/**
 * A link's handlers, for SmartLink's `<a>` or for a static section's frame: a plain left click
 * moves the app (a modifier key or another button leaves it to the browser, which opens the
 * page's document); pointing at, focusing or touching the link fetches its page ahead.
 * Pointing is `pointerover`, which bubbles from the link and its children, where `pointerenter` would not reach a section.
 */
export function linkHandlers({ targetOf, location, prefetch }: LinkBehaviour) {
  const ahead = (event: LinkEvent) => {
    const target = targetOf(event);
    if (target) prefetch(target);
  };
  return {
    onClick(event: LinkClick) {
      const target = targetOf(event);
      if (!target || event.defaultPrevented || !isPlainLeftClick(event)) return;
      event.preventDefault();
      followInternalLink(target, location);
    },
    onPointerOver: ahead,
    onFocus: ahead,
    onTouchStart: ahead,
  };
}

/**
 * The internal target of the plain link an event inside a static section is about: not one that
 * opens elsewhere (a new tab, a download) or another language's document, as the language switch does.
 */
export function internalTargetOfEvent(event: LinkEvent): string | undefined {
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  return link instanceof HTMLAnchorElement && !link.target && !link.hasAttribute("download") && !link.hreflang ? internalTargetOfPath(link) : undefined;
}
