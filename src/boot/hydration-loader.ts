/**
 * Starts the app once the page has painted (compiled to an inline script by
 * scripts/prerender/boot-scripts.ts, which takes the place of Vite's entry script).
 * The page paints from prerendered HTML, so the app's scripts only make it interactive;
 * loaded the usual way, ~100 KB of them would share a phone's connection with the font
 * the first paint waits for. On routes other than home it also fetches the route's own
 * modules together with the app instead of one after the other.
 *
 * Only the entry is imported; the chunks it needs are preloaded, so they run in the
 * entry's order (emotion's cache, created when its chunk runs, must see every prerendered
 * style tag). The web manifest is linked here too: a <link rel="manifest"> in the markup
 * is fetched before the first paint, and installing the site can wait until it is on screen.
 * Flags and attributes: contract.ts.
 */
import { routeOf } from "../lib/hash-route.ts";
import { modulesAttribute, routeModulesAttribute } from "./contract.ts";

const webManifest = "./site.webmanifest";

function addLink(rel: string, href: string): void {
  const link = document.createElement("link");
  link.rel = rel;
  link.href = href;
  document.head.appendChild(link);
}

/** Browsers without paint timing (older Safari and Firefox) start on the load event instead. */
function supportsPaintTiming(): boolean {
  const Observer = window.PerformanceObserver as typeof PerformanceObserver | undefined;
  const types = Observer?.supportedEntryTypes as readonly string[] | undefined;
  return !!types && types.indexOf("paint") >= 0;
}

function startAfterPaint(script: Element): void {
  const [entry = "", ...preloads] = (script.getAttribute(modulesAttribute) ?? "").split(" ");
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    addLink("manifest", webManifest);
    const byRoute = JSON.parse(script.getAttribute(routeModulesAttribute) ?? "{}") as Record<string, string[]>;
    const route = routeOf(location.hash.slice(1));
    // A hash such as `#constructor` names no route, even though every object has that key.
    const routeModules = Object.prototype.hasOwnProperty.call(byRoute, route) ? byRoute[route]! : [];
    for (const module of preloads.concat(routeModules)) addLink("modulepreload", module);
    // After the paint callback returns, so the browser is not held inside it.
    setTimeout(() => void import(entry));
  };
  if (supportsPaintTiming()) new window.PerformanceObserver(start).observe({ type: "paint", buffered: true });
  else addEventListener("load", start);
}

startAfterPaint(document.currentScript!);
