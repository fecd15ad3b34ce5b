/**
 * The home page paints from prerendered HTML, so its scripts only make it interactive.
 * Loaded the usual way, ~100 KB of them would share a phone's connection with the font
 * and poster the first paint waits for. This swaps Vite's entry `<script>` and its
 * modulepreload links for a small inline loader that starts them once the page has
 * painted. Other routes have nothing prerendered to show, so there it loads at once.
 */

/**
 * Classic (not module) so it can read its own data-modules attribute. Browsers without
 * paint timing load on the load event instead. The web manifest is linked here too:
 * a <link rel="manifest"> in the markup is fetched before the first paint, and
 * installing the site can wait until it is on screen.
 */
export const hydrationLoader =
  `(function(s){var m=s.getAttribute("data-modules").split(" "),d=0,go=function(){if(d)return;d=1;` +
  `var l=document.createElement("link");l.rel="manifest";l.href="./site.webmanifest";document.head.appendChild(l);` +
  `setTimeout(function(){m.forEach(function(u){import(u)})})};` +
  `if(!/^#?\\/?$/.test(location.hash))return go();` +
  `var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)` +
  `new P(go).observe({type:"paint",buffered:true});else addEventListener("load",go)})(document.currentScript)`;

const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const modulePreload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** Vite's built index.html with its entry script and module preloads replaced by the loader. */
export function hydrateAfterPaint(html: string): string {
  const entry = entryScript.exec(html);
  if (!entry) throw new Error("hydrateAfterPaint: the built index.html has no module entry script");
  const preloads = [...html.matchAll(modulePreload)].map((match) => match[1]!);
  const modules = [entry[1]!, ...preloads].join(" ");
  return html
    .replace(modulePreload, "")
    .replace(entry[0], () => `<script data-modules="${modules}">${hydrationLoader}</script>`);
}
