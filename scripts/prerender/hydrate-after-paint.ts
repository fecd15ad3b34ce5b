import { fontsAttribute, laterFontsAttribute, modulesAttribute, routeModulesAttribute } from "../../src/boot/contract.ts";
import { bootScriptTag } from "./boot-scripts.ts";
import type { InlineScript } from "./inline-code.ts";

/**
 * The pages paint from prerendered HTML in a local font, so their scripts only make them
 * interactive and Inter only refines their letters. Loaded the usual way, ~100 KB of
 * scripts and the font would share a phone's connection with the page itself. So instead
 * of Vite's entry `<script>` and its modulepreload links, each document carries a small
 * inline loader (src/boot/hydration-loader.ts) that starts them once the page has painted.
 * Other routes reached at their hash address paint the header first, then their page
 * from its file (route shell), then fetch the app together with the route's own modules.
 */

/**
 * The loader's <script>, `loader` being its compiled text (boot-scripts.ts). `modules`: the
 * entry's URL, then those of the chunks it imports statically, as the client bundle lists
 * them (client-bundle.ts). `routeModules`: for routes other than home, further modules to
 * fetch at once (route-modules.ts). `fonts.now`: the core font files the loader fetches after
 * the paint; `fonts.later`: the stylesheet that swaps their faces in, which the app adds only
 * once the visitor moves to another page (src/theme/later-fonts.ts).
 */
export function hydrationLoaderTag(loader: string, modules: readonly string[], routeModules: Record<string, string[]> = {}, fonts: { now?: readonly string[]; later?: string } = {}): InlineScript {
  if (modules.length === 0) throw new Error("hydrationLoaderTag: the client bundle has no entry chunk, so the page would never start the app");
  const data: Record<string, string> = { [modulesAttribute]: modules.join(" ") };
  if (Object.keys(routeModules).length > 0) data[routeModulesAttribute] = JSON.stringify(routeModules);
  if (fonts.now?.length) data[fontsAttribute] = fonts.now.join(" ");
  if (fonts.later) data[laterFontsAttribute] = fonts.later;
  return bootScriptTag(loader, data);
}
