import { hashRouteExpression } from "./route-shell.ts";

/**
 * The home page paints from prerendered HTML, so its scripts only make it interactive.
 * Loaded the usual way, ~100 KB of them would share a phone's connection with the font
 * the first paint waits for. So instead of Vite's entry `<script>` and its modulepreload
 * links, dist/index.html carries a small inline loader that starts them once the page has painted. Other
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

/**
 * The loader as dist/index.html carries it, in place of Vite's entry `<script>` and its
 * modulepreload links. `loader`: the script's text (hashed for the CSP by the caller).
 * `modules`: the entry's URL, then those of the chunks it imports statically, as the
 * client bundle lists them. `routeModules`: for routes other than home, further modules
 * to fetch at once (route-modules.ts).
 */
export function hydrationLoaderTag(loader: string, modules: readonly string[], routeModules: Record<string, string[]> = {}): string {
  if (modules.length === 0) throw new Error("hydrationLoaderTag: the client bundle has no entry chunk, so the page would never start the app");
  const routes = Object.keys(routeModules).length > 0 ? ` data-routes='${JSON.stringify(routeModules).replace(/'/g, "&#39;")}'` : "";
  return `<script data-modules="${modules.join(" ")}"${routes}>${loader}</script>`;
}
