/**
 * The routes the engine treats differently from an ordinary page, and what each role
 * means for the build: which pages ship with the app, which get a prerendered file,
 * which a path URL or a crawler can reach. Every such decision asks here instead of
 * comparing against "/", "*" or "/auth" itself. Zod-free: the browser imports it.
 */

/** The page dist/index.html holds: the first paint, and what a visitor without JavaScript sees. */
export const homeRoute = "/";

/** The route of the page shown for any address no other page has. It has no address of its own. */
export const notFoundRoute = "*";

/** Where the sign-in server sends visitors back (src/auth/): the landing only redirects. */
export const authRoute = "/auth";

/**
 * The not-found page and the auth landing keep their roles in every language: `/ar/*` is
 * the Arabic not-found page, `/ar/auth` the Arabic landing (localizedRoute in
 * src/lib/hash-route.ts makes them).
 */
const inOtherLanguage: Record<string, RegExp> = { [notFoundRoute]: /^\/[a-z]{2,3}\/\*$/, [authRoute]: new RegExp(`^/[a-z]{2,3}${authRoute}$`) };
const inAnyLanguage = (route: string, role: typeof notFoundRoute | typeof authRoute) => route === role || inOtherLanguage[role]!.test(route);

/** The auth landing of any language (`/auth`, `/ar/auth`). */
export function isAuthRoute(route: string): boolean {
  return inAnyLanguage(route, authRoute);
}

/** The not-found page of any language. */
export function isNotFoundRoute(route: string): boolean {
  return inAnyLanguage(route, notFoundRoute);
}

/**
 * The page's content ships inside the app's code instead of as a module of its own:
 * home paints first, and not-found must show without a network round trip.
 */
export function isBundledWithApp(route: string): boolean {
  return route === homeRoute || route === notFoundRoute;
}

/**
 * The page gets its own prerendered file beside its document (page-files.ts routeShellFile). Home is index.html itself,
 * not-found is 404.html, and the auth landing only redirects: none of them gets one.
 */
export function hasPrerenderedRouteFile(route: string): boolean {
  return route !== homeRoute && !inAnyLanguage(route, notFoundRoute) && !inAnyLanguage(route, authRoute);
}

/** A path URL (`/about`) can name the page: every page but not-found, which has no address. */
export function hasAddress(route: string): boolean {
  return !inAnyLanguage(route, notFoundRoute);
}

/**
 * The page is written as a document at its own path (`about/index.html`; home is
 * index.html), which crawlers read and link previews show: every public page. The
 * not-found page has no address, and the auth landing only redirects.
 */
export function hasPathDocument(route: string): boolean {
  return !inAnyLanguage(route, notFoundRoute) && !inAnyLanguage(route, authRoute);
}

/** Search engines may list the page: the pages with documents of their own; not-found and the auth landing carry `noindex`. */
export function isIndexable(route: string): boolean {
  return hasPathDocument(route);
}
