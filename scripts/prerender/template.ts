/**
 * index.html is the page's template for the dev server and the build alike. Each part the
 * build fills is a named slot, written as a pair of comments:
 *
 *   <!--app-head--><title>Verdavia</title><!--/app-head-->
 *
 * What stands between the two comments is what the dev server (and a build without the
 * prerender) shows; the build replaces the whole slot, comments included, by name.
 */
import { rootElementId } from "../../src/boot/contract.ts";

/** Every slot index.html has, and what the build puts there. */
export interface Slots {
  /** Title, description, sharing tags, the CSP, preloads, and the inline scripts and styles the first paint needs. */
  "app-head": string;
  /** How the app's code is loaded: Vite's entry script in dev, the after-paint loader in dist/index.html, nothing in 404.html. */
  "app-entry": string;
  /** The element the app renders into, with the prerendered page inside. */
  "app-root": string;
}

/** The element the app renders into (src/boot/contract.ts), holding a prerendered page. */
export function rootElement(html: string): string {
  return `<div id="${rootElementId}">${html}</div>`;
}

export const slotNames = ["app-head", "app-entry", "app-root"] as const satisfies readonly (keyof Slots)[];

const anySlot = /<!--\/?([a-z][\w-]*)-->/g;

/**
 * The template with each slot replaced by its text. Fails loudly, naming the slot, when
 * index.html lacks one, has one twice or unclosed, or has a slot the build does not know
 * (it would reach visitors as a comment, with the dev server's placeholder inside).
 * A slot filled with nothing leaves no blank line behind.
 */
export function fillSlots(template: string, slots: Slots): string {
  const known = new Set<string>(slotNames);
  for (const match of template.matchAll(anySlot)) {
    if (match[1]!.startsWith("app-") && !known.has(match[1]!)) throw new Error(`index.html has a slot <!--${match[1]}--> that the build does not fill.`);
  }
  // Every slot is found in the template as written, so text put in one is never taken for another.
  const regions = slotNames.map((name) => {
    const open = `<!--${name}-->`;
    const close = `<!--/${name}-->`;
    const start = template.indexOf(open);
    const end = template.indexOf(close);
    if (start < 0 || end < 0) throw new Error(`index.html has no slot ${open}…${close}; the build puts ${name} there.`);
    if (end < start || template.indexOf(open, start + 1) >= 0 || template.indexOf(close, end + 1) >= 0) {
      throw new Error(`index.html's slot ${open}…${close} must appear once, opened before it is closed.`);
    }
    let from = start;
    let to = end + close.length;
    if (slots[name] === "") {
      // The slot alone on its line: take the line with it.
      const lineStart = template.lastIndexOf("\n", start - 1) + 1;
      const lineEnd = template.indexOf("\n", to);
      if (lineEnd >= 0 && template.slice(lineStart, start).trim() === "" && template.slice(to, lineEnd).trim() === "") [from, to] = [lineStart, lineEnd + 1];
    }
    return { from, to, text: slots[name] };
  });
  regions.sort((a, b) => a.from - b.from);
  let page = "";
  let at = 0;
  for (const region of regions) {
    if (region.from < at) throw new Error("index.html's slots overlap: close each one before the next opens.");
    page += template.slice(at, region.from) + region.text;
    at = region.to;
  }
  return page + template.slice(at);
}
