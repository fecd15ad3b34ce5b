import { modulesAttribute, routeModulesAttribute } from "../../src/boot/contract.ts";
import { bootScriptTag } from "./boot-scripts.ts";

/**
 * The home page paints from prerendered HTML, so its scripts only make it interactive.
 * Loaded the usual way, ~100 KB of them would share a phone's connection with the font
 * the first paint waits for. So instead of Vite's entry `<script>` and its modulepreload
 * links, dist/index.html carries a small inline loader (src/boot/hydration-loader.ts) that
 * starts them once the page has painted. Other routes paint the header first too (their
 * main content waits for the app), then fetch the app together with the route's own
 * modules instead of one after the other.
 */

/**
 * The loader's <script>, `loader` being its compiled text (boot-scripts.ts). `modules`: the
 * entry's URL, then those of the chunks it imports statically, as the client bundle lists
 * them (client-bundle.ts). `routeModules`: for routes other than home, further modules to
 * fetch at once (route-modules.ts).
 */
export function hydrationLoaderTag(loader: string, modules: readonly string[], routeModules: Record<string, string[]> = {}): string {
  if (modules.length === 0) throw new Error("hydrationLoaderTag: the client bundle has no entry chunk, so the page would never start the app");
  const data: Record<string, string> = { [modulesAttribute]: modules.join(" ") };
  if (Object.keys(routeModules).length > 0) data[routeModulesAttribute] = JSON.stringify(routeModules);
  return bootScriptTag(loader, data);
}
