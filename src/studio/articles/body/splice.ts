/**
 * A save of an edited body: every top-level block the editor did not change is written
 * back byte for byte from the file, with the text between it and its original neighbour;
 * a changed or new block is written in the file's style (to-markdown.ts). A block counts
 * as unchanged when its node equals the node the same source block gave when the body was
 * read, so formatting the editor cannot see (a `*` bullet, a setext heading, a reference
 * link, a table's padding) survives for every block that was not edited.
 *
 * Link definitions are not blocks: they stay in the text between blocks, and when that
 * text is not reused (its neighbours changed) they are written after the block before
 * them, so reference links keep their addresses.
 */
import type { Node } from "prosemirror-model";
import { docFromMarkdown } from "./from-markdown.ts";
import { splitBody, type SplitBody } from "./split.ts";
import { detectStyle, type BodyStyle } from "./style.ts";
import { blockToMarkdown, listFollowsList, listMarkerOf } from "./to-markdown.ts";

interface Placed {
  node: Node;
  /** The original block this node is, unchanged, or null. */
  kept: number | null;
  /** The original block this node was read from (changed or not), first occurrence only. */
  origin: number | null;
}

function place(doc: Node, original: Node, split: SplitBody): Placed[] {
  const used = new Set<number>();
  let last = -1;
  const placed: Placed[] = [];
  doc.forEach((node) => {
    const index = node.attrs.sourceIndex as number | null | undefined;
    // An index seen before (a split paragraph's second half) or out of order (a moved block) is a new block.
    const valid = typeof index === "number" && index < split.blocks.length && index > last && !used.has(index);
    if (!valid) return placed.push({ node, kept: null, origin: null });
    used.add(index);
    last = index;
    const unchanged = index < original.childCount && node.eq(original.child(index));
    placed.push({ node, kept: unchanged ? index : null, origin: index });
  });
  return placed;
}

/** Definitions written in the gaps after block `from` up to and including gap `to`. */
function definitionsBetween(split: SplitBody, from: number, to: number): string[] {
  return split.gaps.slice(from + 1, to + 1).flatMap((gap) => gap.definitions);
}

const isList = (node: Node) => node.type.name === "bullet_list" || node.type.name === "ordered_list";

/** The new body for an edited document read from `originalBody` (docFromMarkdown). */
export function spliceBody(originalBody: string, doc: Node, style: BodyStyle = detectStyle(originalBody)): string {
  const split = splitBody(originalBody);
  const original = docFromMarkdown(originalBody);
  const placed = place(doc, original, split);
  const separator = style.separator;
  const newline = (text: string) => (style.lineEnding === "\r\n" ? text.replace(/\r?\n/g, "\r\n") : text);
  const texts: string[] = [];
  const markers: (string | null)[] = [];
  placed.forEach((entry, index) => {
    if (entry.kept !== null) {
      texts.push(split.blocks[entry.kept]!.source);
      markers.push(isList(entry.node) ? listMarkerOf(split.blocks[entry.kept]!.source) : null);
      return;
    }
    const previous = placed[index - 1];
    const next = placed[index + 1];
    const sameKind = (other: Placed | undefined) => other !== undefined && other.node.type === entry.node.type;
    const written = blockToMarkdown(entry.node, style, {
      previousMarker: sameKind(previous) ? markers[index - 1] : null,
      nextMarker: sameKind(next) && next!.kept !== null ? listMarkerOf(split.blocks[next!.kept]!.source) : null,
      original: entry.origin !== null ? { node: split.blocks[entry.origin]!.node, text: split.text } : null,
    });
    texts.push(newline(written.markdown));
    markers.push(written.marker);
  });

  let out = "";
  let lastGap = -1;
  let written = 0;
  let lastWrittenOrigin: number | null = null;
  placed.forEach((entry, index) => {
    if (texts[index] === "") return; // an empty paragraph has no Markdown
    const previous = index > 0 ? placed[index - 1] : undefined;
    let before: string;
    if (entry.origin !== null && entry.origin === 0 && written === 0) {
      before = split.gaps[0]!.text;
    } else if (entry.origin !== null && previous?.origin === entry.origin - 1 && written > 0 && (entry.kept !== null && previous.kept !== null || /\n[ \t]*\r?\n/.test(split.gaps[entry.origin]!.text))) {
      // Neighbours in the file stay apart as the file had them; a gap without a blank line is kept only between two untouched blocks.
      before = split.gaps[entry.origin]!.text;
    } else {
      const definitions = entry.origin !== null ? definitionsBetween(split, lastGap, entry.origin) : [];
      const lead = written === 0 ? "" : previous && listFollowsList(previous.node, entry.node) ? "\n" : separator;
      before = definitions.length > 0 ? `${lead}${definitions.join("\n")}${separator}` : lead;
    }
    if (entry.origin !== null) lastGap = entry.origin;
    out += newline(before) + texts[index];
    written++;
    lastWrittenOrigin = entry.origin;
  });
  const finalGap = split.gaps[split.blocks.length]!;
  // The file's end (its last newline, definitions after the last block) stays when its last block is still last; an empty paragraph after it writes nothing.
  if (lastWrittenOrigin !== null && lastWrittenOrigin === split.blocks.length - 1 && lastWrittenOrigin === lastGap) {
    out += finalGap.text;
  } else {
    const definitions = definitionsBetween(split, lastGap, split.blocks.length);
    if (definitions.length > 0) out += newline(`${written > 0 ? separator : ""}${definitions.join("\n")}`);
    out += /\r?\n?$/.exec(originalBody)?.[0] || (out === "" ? "" : style.lineEnding);
  }
  return out;
}
