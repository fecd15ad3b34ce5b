/**
 * What to tell a translator about one pair of body blocks (translation-body.ts), in words:
 * which block of their text, what the English now says, and what to do. Placed at the
 * translated block it is about, or where a new block belongs.
 */
import { bodyBlockKey, type BodyBlock } from "./translation-body.ts";
import type { BlockPair } from "./translation-pairs.ts";

export interface BodyBlockFinding {
  message: string;
  /** Offsets in the translation's body; none when it belongs at the end of the text. */
  at?: { start: number; end: number };
}

/** A block's source in a message: on one line, and its first 120 characters when longer. */
export function quotedBlock(source: string): string {
  const text = source.replace(/\s+/g, " ").trim();
  return `"${text.length > 120 ? `${text.slice(0, 120)}…` : text}"`;
}

/** The finding for one pair, or none when the translated block stands as it is. */
export function bodyBlockProblem(pair: BlockPair, sides: { english: readonly BodyBlock[]; translation: readonly BodyBlock[]; blocks: readonly BlockPair[] }, recorded: Readonly<Record<string, unknown>>): BodyBlockFinding | undefined {
  if (pair.state === "same") return undefined;
  if (pair.state === "orphaned") {
    const here = sides.translation[pair.translation]!;
    return { message: `Block ${pair.translation + 1} of the text has no counterpart in the English any more: it was removed there. Remove it here too.`, at: here };
  }
  const english = sides.english[pair.english]!;
  if (pair.state === "new") {
    // It belongs before the translated block of the next English block that kept its place.
    const next = sides.blocks.find((other): other is Extract<BlockPair, { state: "same" | "changed" }> => (other.state === "same" || other.state === "changed") && other.english > pair.english);
    const place = next ? `before block ${next.translation + 1} of this text` : "at the end of this text";
    const message = `The English has a new block ${pair.english + 1} that this translation lacks: ${quotedBlock(english.text)}. Translate it and put it ${place}.`;
    return next ? { message, at: { start: sides.translation[next.translation]!.start, end: sides.translation[next.translation]!.start } } : { message };
  }
  const here = sides.translation[pair.translation]!;
  if (pair.state === "moved") {
    const before = sides.blocks.filter((other) => (other.state === "same" || other.state === "changed") && other.english < pair.english).at(-1) as Extract<BlockPair, { english: number }> | undefined;
    const place = before ? `after English block ${before.english + 1}, ${quotedBlock(sides.english[before.english]!.text)}` : "first";
    return { message: `Block ${pair.translation + 1} of the text is at another place in the English: it now comes ${place}. Its text needs no change: move it there.`, at: here };
  }
  const marked = typeof recorded[bodyBlockKey(pair.translation)] === "string";
  return {
    message: marked
      ? `Block ${pair.translation + 1} of the text is behind the English, which now reads: ${quotedBlock(english.text)}.`
      : `Block ${pair.translation + 1} of the text is not yet marked as translated from the English, which reads: ${quotedBlock(english.text)}.`,
    at: here,
  };
}
