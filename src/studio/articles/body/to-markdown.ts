/**
 * One block of the editor's document as Markdown in the file's style (style.ts). Only
 * blocks the editor changed come here (splice.ts writes the others back from their
 * source). Headings are written ATX except a level 2 in a file that underlines them;
 * lists take the file's bullet and delimiter, and a list that would run into a
 * neighbouring list of the same kind takes another marker, as CommonMark needs to keep
 * two lists apart; tables take the layout of the table they were (or the file's first).
 */
import type { Nodes } from "mdast";
import type { Node } from "prosemirror-model";
import { escapeLineStart, inlineMarkdown, oneLine } from "./inline-markdown.ts";
import { tableStyleOf, type BodyStyle, type TableStyle } from "./style.ts";
import { paragraphLines } from "./wrap.ts";

/** What a block needs to know of the blocks around it and of the block it was. */
export interface BlockContext {
  /** The list marker (`-`, `*`, `+`, `.` or `)`) of the block before, if it is a list. */
  previousMarker?: string | null;
  /** The list marker of the block after, if it is a list. */
  nextMarker?: string | null;
  /** The block before the edit, when it is an edited block of the file: its parse and the body's text. */
  original?: Original | null;
}

/** A block of the file as parsed, beside the text its positions point into. */
export interface Original {
  node: Nodes;
  text: string;
}

/** The original of a block's child, by index: an edited list item or quotation is compared line by line with its own. */
function childOriginal(original: Original | null | undefined, index: number): Original | null {
  if (!original || !("children" in original.node)) return null;
  const child = (original.node.children as Nodes[])[index];
  return child ? { node: child, text: original.text } : null;
}

function sourceOf(original: Original): string {
  return original.text.slice(original.node.position?.start.offset ?? 0, original.node.position?.end.offset ?? 0);
}

/** A paragraph's lines as the file had them, without the indentation or quote markers before them. */
function originalLinesOf(original: Original | null | undefined): string[] | undefined {
  if (original?.node.type !== "paragraph") return undefined;
  return sourceOf(original)
    .split(/\r?\n/)
    .map((line) => line.replace(/^[\s>]*/, "").trimEnd());
}

const widthOf = (text: string) => [...text].length;
const bullets = ["-", "*", "+"] as const;

/** The marker a list's source starts with: its bullet, or its number's delimiter. */
export function listMarkerOf(source: string): string | null {
  const match = /^\s*(?:([-*+])|\d{1,9}([.)]))(?=[ \t]|$)/m.exec(source);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

function chooseMarker(node: Node, style: BodyStyle, context: BlockContext): string {
  const taken = new Set([context.previousMarker, context.nextMarker]);
  if (node.type.name === "ordered_list") return taken.has(style.orderedDelimiter) ? (style.orderedDelimiter === "." ? ")" : ".") : style.orderedDelimiter;
  return taken.has(style.bullet) ? (bullets.find((bullet) => !taken.has(bullet)) ?? style.bullet) : style.bullet;
}

function tableLines(node: Node, style: TableStyle, markdownStyle: BodyStyle): string[] {
  const rows: string[][] = [];
  node.forEach((row) => {
    const cells: string[] = [];
    row.forEach((cell) => cells.push(oneLine(inlineMarkdown(cell, markdownStyle))));
    rows.push(cells);
  });
  const columns = Math.max(...rows.map((row) => row.length));
  const header = node.firstChild;
  const align = Array.from({ length: columns }, (_, column) => (header && column < header.childCount ? (header.child(column).attrs.align as string | null) : null));
  const widths = align.map((_, column) => Math.max(3, ...rows.map((row) => widthOf(row[column] ?? ""))));
  const pad = (text: string, column: number) => {
    if (!style.aligned) return text;
    const room = widths[column]! - widthOf(text);
    if (align[column] === "right") return " ".repeat(room) + text;
    if (align[column] === "center") return " ".repeat(Math.floor(room / 2)) + text + " ".repeat(Math.ceil(room / 2));
    return text + " ".repeat(room);
  };
  // Padded tables fill the column's width, colons included; others write three dashes and the colons beside them.
  const delimiter = (column: number) => {
    const colons = align[column] === "center" ? 2 : align[column] ? 1 : 0;
    const dashes = "-".repeat(style.aligned ? Math.max(1, widths[column]! - colons) : 3);
    switch (align[column]) {
      case "left":
        return `:${dashes}`;
      case "right":
        return `${dashes}:`;
      case "center":
        return `:${dashes}:`;
      default:
        return dashes;
    }
  };
  // A row whose first or last cell is empty needs its outer pipes to be read as a row.
  const outer = style.outerPipes || rows.some((row) => row[0] === "" || row[row.length - 1] === "");
  const line = (cells: string[]) => {
    const inner = Array.from({ length: columns }, (_, column) => pad(cells[column] ?? "", column)).join(" | ");
    return outer ? `| ${inner} |`.replace(/ {2}\|/g, (match) => (style.aligned ? match : " |")) : inner;
  };
  const [first = [], ...rest] = rows;
  return [line(first), line(align.map((_, column) => delimiter(column))), ...rest.map(line)];
}

/**
 * A tight list writes an item's blocks on consecutive lines, which only reads back as
 * written when each item is a paragraph followed by lists that may interrupt it; any other
 * item needs blank lines between its blocks, and then between the items too.
 */
function mustBeLoose(list: Node): boolean {
  let loose = false;
  list.forEach((item) => {
    item.forEach((child, _, index) => {
      const interrupts = child.type.name === "bullet_list" || (child.type.name === "ordered_list" && child.attrs.start === 1);
      if (index > 0 && !interrupts) loose = true;
    });
  });
  return loose;
}

/**
 * A list right after a list is written on the next line (two of one kind are kept apart by
 * their markers): a blank line between them would make the parser call the first one loose.
 * An ordered list not starting at 1 cannot start there, so it still gets its blank line.
 */
export function listFollowsList(previous: Node, next: Node): boolean {
  if (previous.type.name !== "bullet_list" && previous.type.name !== "ordered_list") return false;
  return next.type.name === "bullet_list" || (next.type.name === "ordered_list" && next.attrs.start === 1);
}

function prefixLines(lines: string[], first: string, rest: string, blank: string): string[] {
  return lines.map((line, index) => (index === 0 ? (line === "" ? first.trimEnd() : first + line) : line === "" ? blank : rest + line));
}

function blocksLines(parent: Node, style: BodyStyle, width: number | null, loose: boolean, original: Original | null): string[] {
  const out: string[] = [];
  const markers: (string | null)[] = [];
  parent.forEach((child, _, index) => {
    const isList = child.type.name === "bullet_list" || child.type.name === "ordered_list";
    const previous = index > 0 && parent.child(index - 1).type === child.type ? markers[index - 1] : null;
    const { lines, marker } = blockLines(child, style, width, { previousMarker: previous ?? null, original: childOriginal(original, index) }, false);
    markers.push(isList ? marker : null);
    if (index > 0 && loose && !listFollowsList(parent.child(index - 1), child)) out.push("");
    out.push(...lines);
  });
  return out;
}

function listLines(node: Node, style: BodyStyle, width: number | null, marker: string, original: Original | null): string[] {
  const ordered = node.type.name === "ordered_list";
  const loose = !node.attrs.tight || mustBeLoose(node);
  const out: string[] = [];
  node.forEach((item, _, index) => {
    const bullet = ordered ? `${(node.attrs.start as number) + index}${marker}` : marker;
    const indent = " ".repeat(bullet.length + 1);
    const lines = blocksLines(item, style, width === null ? null : width - indent.length, loose, childOriginal(original, index));
    if (index > 0 && loose) out.push("");
    out.push(...prefixLines(lines, `${bullet} `, indent, ""));
  });
  return out;
}

function headingLines(node: Node, style: BodyStyle, topLevel: boolean): string[] {
  const text = oneLine(inlineMarkdown(node, style));
  const level = node.attrs.level as number;
  if (level === 2 && style.setextH2 && topLevel && text !== "") {
    const line = escapeLineStart(text);
    return [line, "-".repeat(Math.max(3, widthOf(line)))];
  }
  const closingSafe = text.endsWith("#") ? `${text.slice(0, -1)}\\#` : text;
  return [`${"#".repeat(level)}${closingSafe ? ` ${closingSafe}` : ""}`];
}

function blockLines(node: Node, style: BodyStyle, width: number | null, context: BlockContext, topLevel: boolean): { lines: string[]; marker: string | null } {
  switch (node.type.name) {
    case "paragraph": {
      const originalLines = originalLinesOf(context.original);
      return { lines: paragraphLines(inlineMarkdown(node, style), { width, ...(originalLines ? { originalLines } : {}), hardBreak: style.hardBreak }), marker: null };
    }
    case "heading":
      return { lines: headingLines(node, style, topLevel), marker: null };
    case "blockquote": {
      const inner = blocksLines(node, style, width === null ? null : width - 2, true, context.original ?? null);
      return { lines: prefixLines(inner, "> ", "> ", style.quoteBlankLine), marker: null };
    }
    case "bullet_list":
    case "ordered_list": {
      const marker = chooseMarker(node, style, context);
      return { lines: listLines(node, style, width, marker, context.original ?? null), marker };
    }
    case "table":
      return { lines: tableLines(node, context.original ? tableStyleOf(sourceOf(context.original)) : style.table, style), marker: null };
    case "kept_block":
      return { lines: String(node.attrs.markdown).split(/\r?\n/), marker: null };
    default:
      throw new Error(`A body cannot hold a ${node.type.name} at the top level.`);
  }
}

/** A top-level block as Markdown (lines joined by "\n"), and the list marker it used, for its neighbours. */
export function blockToMarkdown(node: Node, style: BodyStyle, context: BlockContext = {}): { markdown: string; marker: string | null } {
  const { lines, marker } = blockLines(node, style, style.wrapWidth, context, true);
  return { markdown: lines.join("\n"), marker };
}
