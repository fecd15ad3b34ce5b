/**
 * Hash URLs carry both the route and an optional in-page anchor. Content writes
 * `/partnerships#airlines`; the browser address is `#/partnerships?section=airlines`,
 * because a URL's fragment may not hold a second `#`. Addresses in the older form,
 * `#/partnerships#airlines`, are still read, so links already shared keep working.
 */
export interface RouteTarget {
  route: string;
  anchor?: string;
}

/** The query parameter of a hash address that names the section to scroll to. */
export const sectionParameter = "section";

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The route alone: `/partnerships?section=airlines` and `/partnerships#airlines` give
 * `/partnerships`, an empty location home. Small and free of URLSearchParams, so the boot
 * scripts (src/boot/) read the address exactly as the app does.
 */
export function routeOf(location: string): string {
  return location.split(/[#?]/, 1)[0] || "/";
}

/**
 * Splits a router location into route and anchor: `/partnerships?section=airlines`,
 * the older `/partnerships#airlines` and the content form all give the same target.
 */
export function splitLocation(location: string): RouteTarget {
  const [pathAndQuery = "/", oldAnchor] = location.split("#", 2);
  const query = pathAndQuery.split("?", 2)[1];
  const route = routeOf(location);
  // URLSearchParams decodes the query form itself.
  const anchor = oldAnchor ? decoded(oldAnchor) : query !== undefined ? new URLSearchParams(query).get(sectionParameter) : null;
  return anchor ? { route, anchor } : { route };
}

/** Whether two locations name the same route and section, whichever form each is written in. */
export function sameTarget(a: string, b: string): boolean {
  const first = splitLocation(a);
  const second = splitLocation(b);
  return first.route === second.route && first.anchor === second.anchor;
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

/** The browser address for an internal target: `/partnerships#airlines` gives `#/partnerships?section=airlines`. */
export function toHashHref(target: string): string {
  const { route, anchor } = splitLocation(target);
  return anchor ? `#${route}?${sectionParameter}=${encodeURIComponent(anchor)}` : `#${route}`;
}
