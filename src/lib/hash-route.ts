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

/**
 * A parameter of the address a page was opened at, e.g. `role` of `#/contact?role=x`, or of
 * `?role=x#/contact`, the form a page's own document (`contact/?role=x`) takes once the boot
 * script has made its address the hash form. `location`: the router's full location.
 */
export function addressParameter(name: string, location: string, search: string): string | undefined {
  const query = location.split("#", 1)[0]!.split("?", 2)[1];
  return (query !== undefined ? new URLSearchParams(query).get(name) : null) ?? new URLSearchParams(search).get(name) ?? undefined;
}

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

/** Each form of an internal target's address (routeForms). */
export interface RouteForms {
  /** The app's address, after the site's root: `#/partnerships?section=airlines`. */
  hash: string;
  /**
   * The page's own document, relative to the site's root (wherever the host puts it):
   * `partnerships/#airlines`, home `./`. What links are written as, so a crawler or a
   * visitor without JavaScript walks through real documents.
   */
  path: string;
  /** The document's absolute address, when the site's address is known: `https://www.example.com/partnerships/#airlines`. */
  url?: string;
}

/**
 * A route in a language: the default language's routes are as content writes them; in
 * another, they go under its prefix: `/about` in Arabic is `/ar/about`, home `/ar`, and the
 * not-found page `/ar/*`. `prefix`: "" for the default language, "/ar" for Arabic.
 */
export function localizedRoute(route: string, prefix = ""): string {
  if (!prefix) return route;
  return route === "/" ? prefix : route === "*" ? `${prefix}/*` : `${prefix}${route}`;
}

/** The route as content writes it, from its form in the language with `prefix` (localizedRoute, backwards). */
export function unlocalizedRoute(route: string, prefix = ""): string {
  if (!prefix || (route !== prefix && !route.startsWith(`${prefix}/`))) return route;
  if (route === `${prefix}/*`) return "*";
  return route.slice(prefix.length) || "/";
}

/** A content link's target inside a language: `/partnerships#airlines` → `/ar/partnerships#airlines`; `#faq`, https: and mailto: stay. */
export function localizedTarget(target: string, prefix = ""): string {
  if (!prefix || !target.startsWith("/")) return target;
  const { route, anchor } = splitLocation(target);
  const localized = localizedRoute(route, prefix);
  return anchor ? `${localized}#${anchor}` : localized;
}

/**
 * The one map from an internal target (`/partnerships#airlines`, or a router location
 * in either hash form) in a language to each form of its address. `siteUrl`: site.yaml's
 * `url`, for the absolute form (canonical links, og:url, the sitemap). `prefix`: the
 * language's ("/ar"), when the target is written as content writes it; left out, the
 * target is taken as already in its language (`/ar/about`). Nothing else builds these
 * addresses by string.
 */
export function routeForms(target: string, siteUrl?: string, prefix = ""): RouteForms {
  const { route: written, anchor } = splitLocation(target);
  const route = localizedRoute(written, prefix);
  // Other parameters a target carries (`/contact?role=process-engineer`) stay with it in both forms.
  // Split by hand: the boot scripts run this where URLSearchParams may not exist.
  const query = (target.split("#", 1)[0]!.split("?", 2)[1] ?? "")
    .split("&")
    .filter((pair) => pair !== "" && pair.split("=", 1)[0] !== sectionParameter)
    .join("&");
  const hashQuery = [query, anchor ? `${sectionParameter}=${encodeURIComponent(anchor)}` : ""].filter(Boolean).join("&");
  const hash = hashQuery ? `#${route}?${hashQuery}` : `#${route}`;
  const folder = `${route === "/" ? "./" : `${route.slice(1)}/`}${query ? `?${query}` : ""}`;
  const path = anchor ? `${folder}#${encodeURIComponent(anchor)}` : folder;
  if (!siteUrl) return { hash, path };
  return { hash, path, url: new URL(path, siteUrl.replace(/\/?$/, "/")).href };
}

/**
 * The target a path URL names, from its route and the fragment the browser kept
 * (`/about` and `#leadership` give `/about#leadership`). Boot code turns it into the
 * hash address before the app starts.
 */
export function pathTarget(route: string, fragment: string): string {
  const anchor = decoded(fragment.replace(/^#/, ""));
  return anchor ? `${route}#${anchor}` : route;
}

/**
 * `routeForms(pathTarget(route, fragment)).hash` for a route with no query, written out for the
 * path document script, which runs in every page's <head> and must stay a few hundred bytes:
 * `/about` and `#leadership` give `#/about?section=leadership`. A test holds the two equal.
 */
export function pathDocumentHash(route: string, fragment: string): string {
  const anchor = decoded((decoded(fragment.replace(/^#/, "")).split("#", 1)[0])!);
  return anchor ? `#${route}?${sectionParameter}=${encodeURIComponent(anchor)}` : `#${route}`;
}
