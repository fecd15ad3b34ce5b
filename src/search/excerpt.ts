/**
 * A result's excerpt, from its words as written and the places the folded index matched
 * (the Nth word of one is the Nth of the other: scripts/search/write-index.ts). Pure, so
 * the panel draws it as text and <mark> elements, never as markup from the index.
 */

export interface ExcerptPart {
  text: string;
  marked: boolean;
}

/**
 * About `length` words around the densest run of matches: the window that holds the most
 * of them, started a few words before its first so the match reads in its sentence.
 */
export function excerptParts(words: readonly string[], locations: readonly number[], length = 30): ExcerptPart[] {
  const matched = new Set(locations.filter((location) => location >= 0 && location < words.length));
  const sorted = [...matched].sort((a, b) => a - b);
  let start = 0;
  let best = -1;
  for (const location of sorted) {
    const count = sorted.filter((other) => other >= location && other < location + length).length;
    if (count > best) {
      best = count;
      start = location;
    }
  }
  start = Math.max(0, Math.min(start - Math.min(5, Math.floor(length / 4)), words.length - length));
  const end = Math.min(words.length, start + length);
  const parts: ExcerptPart[] = [];
  if (start > 0) parts.push({ text: "… ", marked: false });
  for (let index = start; index < end; index++) {
    const marked = matched.has(index);
    const text = index < end - 1 ? `${words[index]} ` : words[index]!;
    const last = parts.at(-1);
    // A space after a marked word stays outside its <mark>, so two marked words read as two.
    if (marked) parts.push({ text: words[index]!, marked: true }, ...(index < end - 1 ? [{ text: " ", marked: false }] : []));
    else if (last && !last.marked) last.text += text;
    else parts.push({ text, marked: false });
  }
  if (end < words.length) parts.push({ text: " …", marked: false });
  return parts.filter((part) => part.text.length > 0);
}
