/**
 * Starts the app once the page has painted (compiled to an inline script by
 * scripts/prerender/boot-scripts.ts, which takes the place of Vite's entry script).
 * The page paints from prerendered HTML, in a local font scaled to Inter's metrics, so
 * nothing but the document stands before that paint: the app's scripts only make it
 * interactive, and Inter only changes letter shapes, never where a line breaks. Both are
 * fetched after the paint; loaded the usual way, ~100 KB of script and a 23 KB font would
 * share a phone's connection with the page itself. On a route other than home whose file
 * the route shell is fetching, "the paint" is the one with that page in place. It also
 * fetches the route's own modules together with the app instead of one after the other.
 *
 * Only the entry is imported; the chunks it needs are preloaded, so they run in the
 * entry's order (emotion's cache, created when its chunk runs, must see every prerendered
 * style tag). The web manifest is linked here too: a <link rel="manifest"> in the markup
 * is fetched before the first paint, and installing the site can wait until it is on screen.
 * Flags and attributes: contract.ts.
 */
import { routeOf } from "../lib/hash-route.ts";
import { fontsAttribute, modulesAttribute, routeFileFetchingAttribute, routeModulesAttribute, routeShellPatienceMs } from "./contract.ts";

const webManifest = "./site.webmanifest";

function addLink(rel: string, href: string, as?: string): void {
  const link = document.createElement("link");
  link.rel = rel;
  link.href = href;
  if (as) {
    link.as = as;
    // Fonts are fetched in CORS mode; a preload in another mode would be fetched twice.
    link.crossOrigin = "";
  }
  document.head.appendChild(link);
}

/** Calls `then` after the next paint: a timer set in a frame's animation callback runs once that frame is drawn. */
function afterNextPaint(then: () => void): void {
  requestAnimationFrame(() => setTimeout(then));
}

/** Calls `then` once the route shell is no longer fetching the route's page (at once if it is not). */
function whenRouteShown(then: () => void): void {
  const page = document.documentElement;
  if (!page.hasAttribute(routeFileFetchingAttribute)) return then();
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(patience);
    afterNextPaint(then);
  };
  const observer = new MutationObserver(() => {
    if (!page.hasAttribute(routeFileFetchingAttribute)) finish();
  });
  observer.observe(page, { attributes: true, attributeFilter: [routeFileFetchingAttribute] });
  const patience = setTimeout(finish, routeShellPatienceMs);
}

/** Browsers without paint timing (older Safari and Firefox) start on the load event instead. */
function supportsPaintTiming(): boolean {
  const Observer = window.PerformanceObserver as typeof PerformanceObserver | undefined;
  const types = Observer?.supportedEntryTypes as readonly string[] | undefined;
  return !!types && types.indexOf("paint") >= 0;
}

function startAfterPaint(script: Element): void {
  const [entry = "", ...preloads] = (script.getAttribute(modulesAttribute) ?? "").split(" ");
  const start = () => {
    // Fetched for the next page, which swaps them in (later-fonts.ts); this one never does.
    for (const font of (script.getAttribute(fontsAttribute) ?? "").split(" ").filter(Boolean)) addLink("preload", font, "font");
    addLink("manifest", webManifest);
    const byRoute = JSON.parse(script.getAttribute(routeModulesAttribute) ?? "{}") as Record<string, string[]>;
    const route = routeOf(location.hash.slice(1));
    // A hash such as `#constructor` names no route, even though every object has that key.
    const routeModules = Object.prototype.hasOwnProperty.call(byRoute, route) ? byRoute[route]! : [];
    for (const module of preloads.concat(routeModules)) addLink("modulepreload", module);
    // After the paint callback returns, so the browser is not held inside it.
    setTimeout(() => void import(entry));
  };
  // Paint timing reports the first paint and the first contentful one: the first is enough.
  let painted = false;
  const afterPaint = () => {
    if (painted) return;
    painted = true;
    whenRouteShown(start);
  };
  if (supportsPaintTiming()) new window.PerformanceObserver(afterPaint).observe({ type: "paint", buffered: true });
  else addEventListener("load", afterPaint);
}

startAfterPaint(document.currentScript!);
