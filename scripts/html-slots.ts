/**
 * HTML templates with named slots, each written as a pair of comments:
 *
 *   <!--app-head--><title>Verdavia</title><!--/app-head-->
 *
 * What stands between the two comments is the template's own placeholder; filling
 * replaces the whole slot, comments included, by name. Used by the build (index.html,
 * prerender/template.ts) and the studio's pages (scripts/studio/).
 */

/** Which template, who fills it, and the prefix its slot names share. */
export interface SlotOwner {
  file: string;
  filler: string;
  prefix: string;
}

const anySlot = /<!--\/?([a-z][\w-]*)-->/g;

/**
 * The template with each slot replaced by its text. Fails loudly, naming the slot, when
 * the template lacks one, has one twice or unclosed, or has a slot of the owner's prefix
 * that is not filled (it would reach the browser as a comment, with the placeholder inside).
 * A slot filled with nothing leaves no blank line behind.
 */
export function fillHtmlSlots(template: string, slots: Record<string, string>, { file, filler, prefix }: SlotOwner): string {
  const names = Object.keys(slots);
  for (const match of template.matchAll(anySlot)) {
    if (match[1]!.startsWith(prefix) && !names.includes(match[1]!)) throw new Error(`${file} has a slot <!--${match[1]}--> that ${filler} does not fill.`);
  }
  // Every slot is found in the template as written, so text put in one is never taken for another.
  const regions = names.map((name) => {
    const open = `<!--${name}-->`;
    const close = `<!--/${name}-->`;
    const start = template.indexOf(open);
    const end = template.indexOf(close);
    if (start < 0 || end < 0) throw new Error(`${file} has no slot ${open}…${close}; ${filler} puts ${name} there.`);
    if (end < start || template.indexOf(open, start + 1) >= 0 || template.indexOf(close, end + 1) >= 0) {
      throw new Error(`${file}'s slot ${open}…${close} must appear once, opened before it is closed.`);
    }
    let from = start;
    let to = end + close.length;
    if (slots[name] === "") {
      // The slot alone on its line: take the line with it.
      const lineStart = template.lastIndexOf("\n", start - 1) + 1;
      const lineEnd = template.indexOf("\n", to);
      if (lineEnd >= 0 && template.slice(lineStart, start).trim() === "" && template.slice(to, lineEnd).trim() === "") [from, to] = [lineStart, lineEnd + 1];
    }
    return { from, to, text: slots[name]! };
  });
  regions.sort((a, b) => a.from - b.from);
  let page = "";
  let at = 0;
  for (const region of regions) {
    if (region.from < at) throw new Error(`${file}'s slots overlap: close each one before the next opens.`);
    page += template.slice(at, region.from) + region.text;
    at = region.to;
  }
  return page + template.slice(at);
}
