import { modulesAttribute, routeModulesAttribute } from "../../src/boot/contract.ts";
import { bootScriptTag } from "./boot-scripts.ts";

/**
 * The home page paints from prerendered HTML, so its scripts only make it interactive.
 * Loaded the usual way, ~100 KB of them would share a phone's connection with the font
 * the first paint waits for. This swaps Vite's entry `<script>` and its modulepreload
 * links for a small inline loader (src/boot/hydration-loader.ts) that starts them once
 * the page has painted. Other routes paint the header first too (their main content waits
 * for the app), then fetch the app together with the route's own modules instead of one
 * after the other.
 */

const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const modulePreload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Vite's built index.html with its entry script and module preloads replaced by the
 * loader, `loader` being its compiled text (boot-scripts.ts). `routeModules`: for routes
 * other than home, further modules to fetch at once (route-modules.ts).
 */
export function hydrateAfterPaint(html: string, loader: string, routeModules: Record<string, string[]> = {}): string {
  const entry = entryScript.exec(html);
  if (!entry) throw new Error("hydrateAfterPaint: the built index.html has no module entry script");
  const preloads = [...html.matchAll(modulePreload)].map((match) => match[1]!);
  const data: Record<string, string> = { [modulesAttribute]: [entry[1]!, ...preloads].join(" ") };
  if (Object.keys(routeModules).length > 0) data[routeModulesAttribute] = JSON.stringify(routeModules);
  return html.replace(modulePreload, "").replace(entry[0], () => bootScriptTag(loader, data));
}
