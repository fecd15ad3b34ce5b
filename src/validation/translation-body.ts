/**
 * A Markdown body's translation state, for any collection's entries: each top-level block of
 * the English (a paragraph, heading, list, table…) has a fingerprint of its source, and a
 * translation records in `translated:` the fingerprint of the English each of its own blocks
 * was made from, `body[0]` for its first block and so on (the keys "Mark as translated" has
 * always written). Blocks pair by those fingerprints (translation-pairs.ts), so a block added,
 * removed, moved or edited in English is that block alone.
 */
import type { Root, RootContent } from "mdast";
import { bodyBlocks } from "../markdown/to-body.ts";
import { pairBlocks, type BlockPair } from "./translation-pairs.ts";
import { fingerprint } from "./translations.ts";

/** A body as read from its file: its Markdown and the tree parsed from it, with offsets into the text. */
export interface ParsedBody {
  text: string;
  tree: Root;
}

/** One top-level block of a body: its source, its kind (a heading keeps its level), and where it is in the body's text. */
export interface BodyBlock {
  text: string;
  kind: string;
  start: number;
  end: number;
}

/** The key a translation records a body block's fingerprint under. */
export const bodyBlockKey = (index: number) => `body[${index}]`;

export function blocksOfBody(body: ParsedBody): BodyBlock[] {
  return bodyBlocks(body.tree)
    .filter((block): block is RootContent & { position: { start: { offset: number }; end: { offset: number } } } => block.position?.start.offset !== undefined && block.position.end.offset !== undefined)
    .map((block) => ({
      text: body.text.slice(block.position.start.offset, block.position.end.offset),
      kind: block.type === "heading" ? `heading${block.depth}` : block.type,
      start: block.position.start.offset,
      end: block.position.end.offset,
    }));
}

/** The fingerprints a translation records for an English body, by key: `body[0]`, `body[1]`… */
export function bodyFingerprints(english: readonly BodyBlock[]): Record<string, string> {
  return Object.fromEntries(english.map((block, index) => [bodyBlockKey(index), fingerprint(block.text)]));
}

/**
 * Each English block with the translated block that translates it, from the fingerprints the
 * translation records. An edited block pairs with the translated block at its place, one of
 * its kind first (a heading translates a heading).
 */
export function pairBodies(english: readonly BodyBlock[], translation: readonly BodyBlock[], recorded: Readonly<Record<string, unknown>>): BlockPair[] {
  return pairBlocks({
    english: english.map((block) => fingerprint(block.text)),
    recorded: translation.map((_, index) => {
      const mark = recorded[bodyBlockKey(index)];
      return typeof mark === "string" ? mark : undefined;
    }),
    likeness: (i, j) => (english[i]!.kind === translation[j]!.kind ? 1 : 0),
  });
}
