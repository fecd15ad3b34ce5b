/**
 * Hash URLs carry both the route and an optional in-page anchor:
 * `#/partnerships#airlines` is route `/partnerships`, anchor `airlines`.
 * Content writes the same link as `/partnerships#airlines`.
 */
export interface RouteTarget {
  route: string;
  anchor?: string;
}

/** Splits a router location (`/partnerships#airlines`) into route and anchor. */
export function splitLocation(location: string): RouteTarget {
  const [pathAndQuery = "/", anchor] = location.split("#", 2);
  const route = pathAndQuery.split("?", 1)[0] || "/";
  return anchor ? { route, anchor: decodeURIComponent(anchor) } : { route };
}

/** The full target of a content link, given the route of the page it sits on. */
export function resolveInternalHref(href: string, currentRoute: string): string {
  return href.startsWith("#") ? `${currentRoute}${href}` : href;
}

export function isInternalHref(href: string): boolean {
  return href.startsWith("/") || href.startsWith("#");
}

/** External destinations open in a new tab; mailto and tel stay in place. */
export function opensInNewTab(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/** The browser address for an internal target, e.g. `#/partnerships#airlines`. */
export function toHashHref(target: string): string {
  return `#${target}`;
}

/** A tel: link for a phone number as people write it ("+44 20 7946 0000"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}
