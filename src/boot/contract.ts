/**
 * What the code that runs before the app (src/boot/), the HTML the build writes
 * (scripts/prerender/) and the app's entry (src/main.tsx) say to each other. They run at
 * different times and share no variables, only the document: every flag, attribute and
 * file shape they pass through it is named here, with who sets it, who reads it and when
 * it goes. Each side imports its names from this module, so renaming one renames it for all.
 *
 * A visit to `/#/about` on the built site, in order:
 *  1. index.html's <head>: the route shell (route-shell.ts) adds `route-pending` to <html>,
 *     so home's prerendered page is hidden, and `data-route-file-fetching`, and fetches the
 *     route's file, named in its own `data-route-files`.
 *  2. The file arrives and the document is parsed: the route shell puts the page in #root,
 *     marks #root `data-prerendered-route="/about"` and removes `route-pending` and
 *     `data-route-file-fetching`.
 *  3. After the first paint and, while `data-route-file-fetching` is set, after the paint
 *     once it has gone, the hydration loader (hydration-loader.ts) imports the page's own
 *     script, the first of its `data-modules` (src/islands/page-runtime.ts): a few kilobytes
 *     that fetch Inter's font (the loader's `data-fonts`), bring the page's pictures, video,
 *     counters and header to life without React, set `data-page-script` on <html>, and wait.
 *  4. When the page needs the app (the visitor approaches, focuses or taps one of its
 *     islands; the address is a route the document does not show; `wakeAppEvent`), the page
 *     script imports the app's entry (the rest of `data-modules`). main.tsx adopts #root's
 *     HTML when `data-prerendered-route` names the current route (no attribute: home), else
 *     renders afresh; removes `route-pending`; sets `data-app="starting"` on <html>.
 *  5. Once React has committed the page with every block's code, PageView sets
 *     `data-app="running"`: the page is interactive.
 * On home, steps 1 and 2 do nothing: index.html is home. A page no visitor acts on never
 * loads React: its links are links to documents, and its pictures and video need no app.
 *
 * A visit to `/about/` (a page's own document, dist/about/index.html), in order:
 *  1. Its <head>: `<base href="../">` points every relative address at the site's root;
 *     the path document script (path-document.ts) switches the address to the hash form
 *     (`/#/about`, query kept, `#leadership` as the section) with history.replaceState,
 *     and removes the <base>, which the document's address now makes unneeded.
 *  2. The document is parsed: #root holds About, marked `data-prerendered-route="/about"`
 *     by the build. It paints; steps 3 to 5 above follow, and the app adopts it.
 * One document, no redirect, no file to fetch.
 *
 * A path the host has no file for (`/About`, `/auth`) gets dist/404.html, whose path
 * redirect (path-redirect.ts) sends a known route to its hash address before anything paints.
 */

/**
 * The element the app renders into: `<div id="root">` in index.html. The build fills it
 * with home (or, in 404.html, the not-found page); the route shell swaps in another route.
 */
export const rootElementId = "root";

/**
 * Class on <html> while the page in #root is not yet the current route's.
 * Set by: the route shell, in <head>, for any route but home.
 * Read by: the style the build inlines in index.html (`routePendingStyle` in
 * scripts/prerender/route-shell.ts), which hides #root's page meanwhile; header and footer paint.
 * Removed by: the route shell once the route's page is in place, or main.tsx when the app
 * starts, whichever comes first. If the route's file cannot be had it stays until the app
 * renders the route itself.
 */
export const routePendingClass = "route-pending";

/**
 * Attribute on #root: the route whose prerendered HTML it holds, when that is not home.
 * Set by: the build, in a page's path document (dist/about/index.html); the route shell,
 * when it puts a route's page in place.
 * Read by: main.tsx, which adopts (hydrates) #root only when this names the current route
 * (absent means home, as index.html is built); otherwise it renders afresh.
 * Never removed: the app owns #root from then on.
 */
export const prerenderedRouteAttribute = "data-prerendered-route";

/**
 * Attribute on <html>, in two steps. Never removed.
 * `appStarting`: set by main.tsx as it starts React. Read by the route shell: a file
 * arriving later must not overwrite the page React is taking over.
 * `appRunning`: set by PageView (src/render/page-committed.ts) once React has committed the
 * current route's page, every section with its code, hydrated or drawn afresh: from then
 * on every control on it answers. Read by browser tests and styles that need to know the
 * page is interactive. Hydration yields to the browser and blocks load their code on
 * demand, so this can come well after `appStarting`.
 */
export const appAttribute = "data-app";
export const appStarting = "starting";
export const appRunning = "running";

/**
 * Attribute on <html> while the route shell's file is on its way: the hydration loader
 * waits for it to go before starting the app, so the app's code and fonts never share
 * the connection with the page the visitor is waiting to see.
 * Set by: the route shell, in <head>, when it starts fetching a route's file.
 * Removed by: the route shell once it has put the page in place, or given up on it (no
 * file, an error, the app started first, the visitor moved on).
 * Read by: the hydration loader, which also stops waiting after `routeShellPatienceMs`.
 */
export const routeFileFetchingAttribute = "data-route-file-fetching";
/** How long the hydration loader waits for a route's file before starting the app anyway (a stalled connection). */
export const routeShellPatienceMs = 3000;

/**
 * On the route shell's own <script>: JSON, the route prefixes of the languages other than
 * index.html's (`["/ar"]`). An Arabic page's address reads `#/ar/about` once its document has
 * taken the hash form, so a reload or a shared link of it opens index.html: the route shell
 * sends it on to the Arabic document (`ar/about/`), which brings that language's fonts,
 * direction and head; an address no page has gets that language's not-found document from
 * the host. Set by the build.
 */
export const otherLanguagePrefixesAttribute = "data-other-language-prefixes";

/**
 * On the hydration loader's own <script>: the page's own script first (page-runtime.ts), then
 * the app's entry module, then the modules the entry imports, space-separated. Set by the
 * build in place of Vite's entry script. The loader imports the first after the paint; the
 * page script imports the entry when the app is wanted.
 */
export const modulesAttribute = "data-modules";

/**
 * Attribute on <html>: the page's own script (src/islands/page-runtime.ts) has brought the
 * page to life and waits for a reason to start the app. Set by: the page script. Read by:
 * browser tests, which then start the app with `wakeAppEvent` when they need it. Never removed.
 */
export const pageScriptAttribute = "data-page-script";

/**
 * An event dispatched on `document` that starts the app now, whatever the visitor has done:
 * for a caller that needs React on the page (a browser test of the app). Listened for by the
 * page script; harmless once the app has started.
 */
export const wakeAppEvent = "app:wake";

/**
 * The global the page script leaves for the app when a visitor's act woke it: the island
 * frames (`data-island`) the visitor approached, whose gates open at once, and the element a
 * click was held from, clicked again once its island has hydrated. Read and deleted by
 * island-gates.ts as the app arms the islands.
 */
export const wantedIslandsGlobal = "__wantedIslands";
export interface WantedIslands {
  frames: Element[];
  heldClick?: HTMLElement;
}

/**
 * On the hydration loader's own <script>, when any route has them: JSON, route → the
 * further modules its first visit needs (its content chunk, blocks loaded on demand).
 */
export const routeModulesAttribute = "data-route-modules";

/**
 * On the hydration loader's own <script>: the core font files, space-separated, which the
 * page script fetches after the first paint for the next page to use (scripts/prerender/fonts.ts).
 */
export const fontsAttribute = "data-fonts";

/**
 * On the hydration loader's own <script>: the stylesheet whose web faces swap in. The app adds
 * it when the visitor moves to another page, never under their eyes (src/theme/later-fonts.ts),
 * and removes the attribute then.
 */
export const laterFontsAttribute = "data-fonts-later";

/**
 * On the style tag holding a document's core web faces as its first paint may use them
 * (`font-display: optional`), written with `media="not all"`: src/boot/faces-if-cached.ts
 * turns it on when the faces are likely in the cache.
 */
export const facesIfCachedAttribute = "data-faces-if-cached";

/** On the path document script's own <script> (dist/about/index.html): the document's route, `/about`. */
export const documentRouteAttribute = "data-route";

/** On the path redirect's own <script>: where the site lives on its host, "/" or "/repo/". */
export const basePathAttribute = "data-base-path";

/**
 * On the path redirect's own <script>: JSON, each other language's prefix → its not-found
 * document under the base path (`{"/ar":"ar/404.html"}`). A path under `/ar/` that is no
 * route is shown the Arabic not-found page, at the address typed.
 */
export const notFoundDocumentsAttribute = "data-not-found-documents";

/**
 * Attribute of the style tag holding the components' CSS of a prerendered page (and of each
 * route file or static sections file put in place later). Empty on the build's own tag
 * (server-html.ts), whose CSS names each rule's class (`.css-<id>`), so the ids are read from
 * its text rather than listed twice in the document; the emotion ids, space-separated, on a
 * tag whose rules are in its sheet, not its text: the route shell's, the island renderer's
 * static sections'. Read by: src/render/style-cache.ts, which marks those ids as
 * in place in the browser's emotion cache. Not emotion's own `data-emotion` form: emotion's
 * cache moves every tag of that form to the end of <head> when it starts, and each move makes
 * the browser restyle the whole page (measured: the largest style and layout cost at start).
 */
export const prerenderedCssAttribute = "data-prerendered-css";

/**
 * What a route's prerendered file holds (`dist/about/shell.json`, at an address its route
 * gives: page-files.ts): written by the build, put in place by the route shell.
 */
export interface RouteShell {
  /** The page's title, for the browser tab until the app takes over. */
  title: string;
  /**
   * Emotion ids the CSS stands for, space-separated. The route shell writes them on the
   * page's style tag (`prerenderedCssAttribute`), which the browser's emotion cache takes as
   * in place instead of adding the rules again, as it does the build's own tags.
   */
  ids: string;
  /**
   * The CSS rules home's tag in index.html lacks, one by one: the route shell inserts them into
   * an empty style tag's sheet, which the Content Security Policy allows (its empty text is
   * hashed in every document), so no document lists the hash of another page's CSS.
   */
  rules: string[];
  /** The whole app for that route: header (with its link marked current), page and footer. */
  html: string;
  /** The page's language, for `<html lang>`: index.html is written in the default one. */
  lang: string;
  /** Its direction, for `<html dir>`: an Arabic page read from index.html turns right to left. */
  dir: "ltr" | "rtl";
}

/**
 * Attribute on <html>: how many errors React reported while starting the app (an error it
 * recovered from by drawing part of the page again, such as a hydration mismatch, or one an
 * error boundary caught or nothing caught). Absent while there are none.
 * Set by: react-errors.ts, which main.tsx hands to hydrateRoot and createRoot.
 * Read by: the cross-engine check (scripts/engines/) and browser tests, which need no
 * console access; the errors themselves are in `window[reactErrorsGlobal]`.
 */
export const reactErrorsAttribute = "data-react-errors";
/** The global array react-errors.ts keeps each error in, with its cause and component stack. */
export const reactErrorsGlobal = "__reactErrors";
