/** Puts `text` in place of an empty `<!--name--><!--/name-->` slot of one of the studio's HTML pages. */
export function fillSlot(html: string, page: string, name: string, text: string): string {
  const slot = `<!--${name}--><!--/${name}-->`;
  if (!html.includes(slot)) throw new Error(`src/studio/${page} has no ${slot} slot.`);
  return html.replace(slot, () => text);
}
