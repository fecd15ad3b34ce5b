/**
 * Two edits of one article's text met: the editor's (base → mine) and someone else's, saved
 * meanwhile (base → theirs). Compared block by block (split.ts: each block with the blank lines
 * and link definitions before it), as `diff3` compares lines: a block only one side changed
 * takes that side's text, so edits in different paragraphs both stay without a question; a
 * block both changed, each differently, is a choice, named by its first words as the editor
 * reads them. Blocks no one changed are written back byte for byte.
 */
import type { RootContent } from "mdast";
import { toString } from "mdast-util-to-string";
import { parseMarkdown } from "../../../markdown/parse.ts";
import { splitBody } from "./split.ts";

/** A stretch of the text both sides changed, each differently. */
export interface BlockChoice {
  /** In the editor's words: “The paragraph beginning “Verdavia will exhibit…””. */
  name: string;
  /** Each side's Markdown for the stretch, written back as it is when chosen. */
  before: string;
  mine: string;
  theirs: string;
  /** Each side's stretch as a reader sees it: its blocks' words, without Markdown. */
  mineWords: string;
  theirsWords: string;
}

/** The merged text: settled pieces, and the index of a choice where both changed the same blocks. */
export type MergePiece = string | { choice: number };

export interface BodyMerge {
  pieces: MergePiece[];
  choices: BlockChoice[];
}

interface Chunks {
  /** Each block with the text before it; the last chunk is what follows the last block. */
  texts: string[];
  nodes: (RootContent | undefined)[];
}

function chunksOf(text: string): Chunks {
  const { blocks, gaps } = splitBody(text);
  return {
    texts: [...blocks.map((block, index) => gaps[index]!.text + block.source), gaps.at(-1)!.text],
    nodes: [...blocks.map((block) => block.node), undefined],
  };
}

/** A stretch of base chunks [baseStart, baseEnd) that one side wrote as its chunks [sideStart, sideEnd). */
interface Hunk {
  baseStart: number;
  baseEnd: number;
  sideStart: number;
  sideEnd: number;
}

/** The stretches where `side` differs from `base`, by the longest run of chunks they share. */
export function changedStretches(base: readonly string[], side: readonly string[]): Hunk[] {
  const common: number[][] = Array.from({ length: base.length + 1 }, () => new Array<number>(side.length + 1).fill(0));
  for (let i = base.length - 1; i >= 0; i--) {
    for (let j = side.length - 1; j >= 0; j--) {
      common[i]![j] = base[i] === side[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
    }
  }
  const hunks: Hunk[] = [];
  let i = 0;
  let j = 0;
  let open: Hunk | undefined;
  const close = () => {
    if (open) hunks.push({ ...open, baseEnd: i, sideEnd: j });
    open = undefined;
  };
  while (i < base.length || j < side.length) {
    if (i < base.length && j < side.length && base[i] === side[j]) {
      close();
      i++;
      j++;
      continue;
    }
    open ??= { baseStart: i, baseEnd: i, sideStart: j, sideEnd: j };
    if (j < side.length && (i === base.length || common[i]![j + 1]! >= common[i + 1]![j]!)) j++;
    else i++;
  }
  close();
  return hunks;
}

/**
 * A stretch that changed as many blocks as it had, one for one, is that many edited blocks: cut
 * into single blocks, so an edit of the paragraph beside theirs is not taken for the same one.
 */
function blockByBlock(hunks: readonly Hunk[]): Hunk[] {
  return hunks.flatMap((hunk) => {
    const length = hunk.baseEnd - hunk.baseStart;
    if (length <= 1 || length !== hunk.sideEnd - hunk.sideStart) return [hunk];
    return Array.from({ length }, (_, step) => ({ baseStart: hunk.baseStart + step, baseEnd: hunk.baseStart + step + 1, sideStart: hunk.sideStart + step, sideEnd: hunk.sideStart + step + 1 }));
  });
}

/** Two stretches touch the same blocks, or add text at the same place. */
function overlap(a: Hunk, b: Hunk): boolean {
  if (a.baseStart === b.baseStart) return true;
  return a.baseStart < b.baseEnd && b.baseStart < a.baseEnd;
}

/** One side's text for base chunks [start, end), given that side's changed stretches in it. */
function sideText(base: readonly string[], side: readonly string[], hunks: readonly Hunk[], start: number, end: number): string {
  let text = "";
  let at = start;
  for (const hunk of [...hunks].sort((a, b) => a.baseStart - b.baseStart)) {
    text += base.slice(at, hunk.baseStart).join("") + side.slice(hunk.sideStart, hunk.sideEnd).join("");
    at = hunk.baseEnd;
  }
  return text + base.slice(at, end).join("");
}

const kindWords: Partial<Record<RootContent["type"], string>> = {
  paragraph: "paragraph",
  heading: "heading",
  list: "list",
  table: "table",
  blockquote: "quotation",
  code: "code block",
  thematicBreak: "line across the page",
  html: "block",
};

/** “the paragraph beginning “Verdavia will exhibit…””: a block's kind and its first words. */
export function blockName(node: RootContent): string {
  const kind = kindWords[node.type] ?? "block";
  const words = toString(node).replace(/\s+/g, " ").trim().split(" ").filter(Boolean);
  if (words.length === 0) return `the ${kind}`;
  return words.length <= 6 ? `the ${kind} “${words.join(" ")}”` : `the ${kind} beginning “${words.slice(0, 4).join(" ")}…”`;
}

function stretchName(nodes: Chunks["nodes"], start: number, end: number): string {
  const first = nodes.slice(start, end).find((node) => node !== undefined);
  const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  if (first) {
    const more = nodes.slice(start, end).filter((node) => node !== undefined).length - 1;
    return capital(blockName(first) + (more === 0 ? "" : more === 1 ? " and the block after it" : ` and the ${more} blocks after it`));
  }
  const before = nodes.slice(0, start).findLast((node) => node !== undefined);
  return before ? `The text after ${blockName(before)}` : "The beginning of the text";
}

/** A stretch's words as a reader sees them: each block's text, a blank line between blocks. */
export function readerWords(markdown: string): string {
  return parseMarkdown(markdown)
    .children.filter((node) => node.type !== "definition")
    .map((node) => toString(node).trim())
    .join("\n\n");
}

/** The editor's text and theirs, merged block by block from the text both started from. */
export function mergeBodies(base: string, mine: string, theirs: string): BodyMerge {
  const from = chunksOf(base);
  const ours = chunksOf(mine).texts;
  const other = chunksOf(theirs).texts;
  const tagged = [
    ...blockByBlock(changedStretches(from.texts, ours)).map((hunk) => ({ hunk, side: "mine" as const })),
    ...blockByBlock(changedStretches(from.texts, other)).map((hunk) => ({ hunk, side: "theirs" as const })),
  ].sort((a, b) => a.hunk.baseStart - b.hunk.baseStart || a.hunk.baseEnd - b.hunk.baseEnd);

  // Stretches that overlap, one after the other, are one group: the base blocks they span are decided together.
  const groups: { start: number; end: number; members: typeof tagged }[] = [];
  for (const item of tagged) {
    const last = groups.at(-1);
    if (last && last.members.some((member) => overlap(member.hunk, item.hunk))) {
      last.members.push(item);
      last.end = Math.max(last.end, item.hunk.baseEnd);
    } else groups.push({ start: item.hunk.baseStart, end: item.hunk.baseEnd, members: [item] });
  }

  const pieces: MergePiece[] = [];
  const choices: BlockChoice[] = [];
  let at = 0;
  for (const group of groups) {
    pieces.push(from.texts.slice(at, group.start).join(""));
    const hunksOf = (side: "mine" | "theirs") => group.members.filter((member) => member.side === side).map((member) => member.hunk);
    const mineText = sideText(from.texts, ours, hunksOf("mine"), group.start, group.end);
    const theirsText = sideText(from.texts, other, hunksOf("theirs"), group.start, group.end);
    const before = from.texts.slice(group.start, group.end).join("");
    if (mineText === theirsText || theirsText === before) pieces.push(mineText);
    else if (mineText === before) pieces.push(theirsText);
    else {
      pieces.push({ choice: choices.length });
      choices.push({ name: stretchName(from.nodes, group.start, group.end), before, mine: mineText, theirs: theirsText, mineWords: readerWords(mineText), theirsWords: readerWords(theirsText) });
    }
    at = group.end;
  }
  pieces.push(from.texts.slice(at).join(""));
  return { pieces, choices };
}

/** The merged text with each choice taken as chosen: "mine" or "theirs", by choice. */
export function mergedBody(merge: BodyMerge, chosen: readonly ("mine" | "theirs")[]): string {
  return merge.pieces.map((piece) => (typeof piece === "string" ? piece : merge.choices[piece.choice]![chosen[piece.choice] ?? "theirs"])).join("");
}
