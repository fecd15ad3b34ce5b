import { laterFontsAttribute } from "../boot/contract.ts";
import { addLink } from "../lib/add-link.ts";

/**
 * Adds the web faces the document kept back (scripts/prerender/fonts.ts): called as the app
 * draws another page, whose text is new anyway, so the swap moves nothing the visitor was
 * reading, and a swap right after their click is not counted as a layout shift. The core
 * files are in the cache by then: the hydration loader fetched them after the first paint.
 * Once per document; where nothing was kept back (the dev server, which declares every face
 * at once) it does nothing.
 */
export function addLaterFonts(): void {
  const holder = document.querySelector(`[${laterFontsAttribute}]`);
  const stylesheet = holder?.getAttribute(laterFontsAttribute);
  if (!holder || !stylesheet) return;
  holder.removeAttribute(laterFontsAttribute);
  addLink("stylesheet", stylesheet);
}
