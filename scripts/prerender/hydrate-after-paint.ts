import { hashRouteExpression } from "./route-shell.ts";

/**
 * The home page paints from prerendered HTML, so its scripts only make it interactive.
 * Loaded the usual way, ~100 KB of them would share a phone's connection with the font
 * the first paint waits for. This swaps Vite's entry `<script>` and its modulepreload
 * links for a small inline loader that starts them once the page has painted. Other
 * routes paint the header first too (their main content waits for the app), then fetch
 * the app together with the route's own modules instead of one after the other.
 */

/**
 * Classic (not module) so it can read its own data-modules attribute. Browsers without
 * paint timing load on the load event instead. Only the entry is imported; the chunks it
 * needs are preloaded, so they run in the entry's order (emotion's cache, created when
 * its chunk runs, must see every prerendered style tag). The web manifest is linked here too:
 * a <link rel="manifest"> in the markup is fetched before the first paint, and
 * installing the site can wait until it is on screen.
 */
export const hydrationLoader =
  `(function(s){var m=s.getAttribute("data-modules").split(" "),d=0,link=function(r,h){` +
  `var l=document.createElement("link");l.rel=r;l.href=h;document.head.appendChild(l)},go=function(){if(d)return;d=1;` +
  `link("manifest","./site.webmanifest");var R=JSON.parse(s.getAttribute("data-routes")||"{}"),r=${hashRouteExpression};` +
  `m.slice(1).concat(Object.prototype.hasOwnProperty.call(R,r)?R[r]:[]).forEach(function(u){link("modulepreload",u)});` +
  `setTimeout(function(){import(m[0])})};` +
  `var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)` +
  `new P(go).observe({type:"paint",buffered:true});else addEventListener("load",go)})(document.currentScript)`;

const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const modulePreload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Vite's built index.html with its entry script and module preloads replaced by the loader.
 * `routeModules`: for routes other than home, further modules to fetch at once (route-modules.ts).
 */
export function hydrateAfterPaint(html: string, routeModules: Record<string, string[]> = {}): string {
  const entry = entryScript.exec(html);
  if (!entry) throw new Error("hydrateAfterPaint: the built index.html has no module entry script");
  const preloads = [...html.matchAll(modulePreload)].map((match) => match[1]!);
  const modules = [entry[1]!, ...preloads].join(" ");
  return html
    .replace(modulePreload, "")
    .replace(entry[0], () => {
      const routes = Object.keys(routeModules).length > 0 ? ` data-routes='${JSON.stringify(routeModules).replace(/'/g, "&#39;")}'` : "";
      return `<script data-modules="${modules}"${routes}>${hydrationLoader}</script>`;
    });
}
