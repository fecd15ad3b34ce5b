/**
 * Starts the page's own script once the page has painted (compiled to an inline script by
 * scripts/prerender/boot-scripts.ts, which takes the place of Vite's entry script).
 * The page paints from prerendered HTML, in a local font scaled to Inter's metrics, so
 * nothing but the document stands before that paint. On a route other than home whose file
 * the route shell is fetching, "the paint" is the one with that page in place.
 *
 * It imports only the first of its modules: the page's own script (src/islands/page-runtime.ts),
 * a few kilobytes that bring the page to life without React, fetch the font for the next page
 * and import the app (the rest of the modules) only once the page needs it. All that work is
 * the page script's, so this text, inlined in every document, stays a few hundred bytes.
 * Flags and attributes: contract.ts.
 */
import { modulesAttribute, routeFileFetchingAttribute, routeShellPatienceMs } from "./contract.ts";

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
  const pageScript = (script.getAttribute(modulesAttribute) ?? "").split(" ")[0]!;
  // After the paint callback returns, so the browser is not held inside it.
  const start = () => setTimeout(() => void import(pageScript));
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
