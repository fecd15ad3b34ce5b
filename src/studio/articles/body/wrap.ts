/**
 * A paragraph's lines. An edited paragraph keeps the line breaks of its original text
 * wherever the words around them did not change, and is wrapped greedily only from the
 * line holding the first change to the first original line break after the last change:
 * changing one word changes that line (and the reflow up to the next kept break), so the
 * diff of a hand-wrapped Arabic paragraph or a 100-column English one shows the edit and
 * not a reflowed paragraph. A paragraph that was on one line stays on one line unless the
 * file wraps at a width (style.ts).
 */
import { escapeLineStart, type InlineLines } from "./inline-markdown.ts";

const widthOf = (text: string) => [...text].length;

function commonPrefix(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length++;
  return length;
}

function commonSuffix(a: string, b: string, limit: number): number {
  let length = 0;
  while (length < limit && a[a.length - 1 - length] === b[b.length - 1 - length]) length++;
  return length;
}

/** The token indexes (1…) before which a line starts, kept from the original where the words around agree. */
function keptBreaks(tokens: string[], originalLines: string[]): { breaks: Set<number>; freeFrom: number; freeTo: number } {
  const joined = tokens.join(" ");
  const originalJoined = originalLines.join(" ");
  const starts = new Map<number, number>();
  let offset = 0;
  tokens.forEach((token, index) => {
    starts.set(offset, index);
    offset += token.length + 1;
  });
  const prefix = commonPrefix(joined, originalJoined);
  const suffix = commonSuffix(joined, originalJoined, Math.min(joined.length, originalJoined.length) - prefix);
  const shift = joined.length - originalJoined.length;
  const breaks = new Set<number>();
  let freeFrom = 0;
  let freeTo = tokens.length;
  let lineStart = 0;
  for (const line of originalLines.slice(0, -1)) {
    lineStart += line.length + 1;
    if (lineStart <= prefix) {
      const index = starts.get(lineStart);
      if (index !== undefined) {
        breaks.add(index);
        freeFrom = index;
      }
    } else if (lineStart - 1 >= originalJoined.length - suffix) {
      const index = starts.get(lineStart + shift);
      if (index !== undefined && index > freeFrom) {
        breaks.add(index);
        freeTo = Math.min(freeTo, index);
      }
    }
  }
  return { breaks, freeFrom, freeTo };
}

function layout(tokens: string[], width: number | null, originalLines: string[] | undefined): string[] {
  if (tokens.length === 0) return [""];
  const kept = originalLines && originalLines.length > 1 ? keptBreaks(tokens, originalLines) : { breaks: new Set<number>(), freeFrom: 0, freeTo: tokens.length };
  const lines: string[][] = [[tokens[0]!]];
  let lineWidth = widthOf(tokens[0]!);
  for (let index = 1; index < tokens.length; index++) {
    const token = tokens[index]!;
    const free = index > kept.freeFrom && index < kept.freeTo;
    const overflows = width !== null && lineWidth + 1 + widthOf(token) > width;
    if (kept.breaks.has(index) || (free && overflows)) {
      lines.push([token]);
      lineWidth = widthOf(token);
    } else {
      lines[lines.length - 1]!.push(token);
      lineWidth += 1 + widthOf(token);
    }
  }
  // A line that would interrupt the paragraph (a heading, a quote, a list item that may start
  // there, an underline) joins the line before it instead.
  const joined: string[] = [];
  for (const line of lines.map((tokens) => tokens.join(" "))) {
    if (joined.length > 0 && interruptsParagraph(line)) joined[joined.length - 1] += ` ${line}`;
    else joined.push(line);
  }
  return joined;
}

function interruptsParagraph(line: string): boolean {
  return /^(#{1,6}([ \t]|$)|>|[-+*][ \t]+\S|1[.)][ \t]+\S|=+[ \t]*$|:?-+:?[ \t]*$|\|)/.test(line);
}

export interface ParagraphLayout {
  /** The column to wrap at, or null for no wrapping. */
  width: number | null;
  /** The paragraph's lines as the file had them (without prefixes), when it is a rewrite of one. */
  originalLines?: string[];
  hardBreak: string;
}

export function paragraphLines(inline: InlineLines, { width, originalLines, hardBreak }: ParagraphLayout): string[] {
  const breakEnd = hardBreak.replace(/\n$/, "");
  // Spaces typed at a line's start are not kept by Markdown, and four of them would start a code block.
  const segments = inline.map((tokens) => {
    const words = [tokens[0]?.replace(/^[ \t]+/, "") ?? "", ...tokens.slice(1)].filter((token) => token !== "");
    return words.length > 0 ? [escapeLineStart(words[0]!), ...words.slice(1)] : words;
  });
  // Breaks are only carried over when neither version has a hard break: lines then match lines.
  const aligned = segments.length === 1 && originalLines && !originalLines.some((line) => /(\\| {2})$/.test(line)) ? originalLines : undefined;
  const ownWidth = width ?? (aligned && aligned.length > 1 ? Math.max(...aligned.map(widthOf)) : null);
  const lines: string[] = [];
  segments.forEach((tokens, index) => {
    const segmentLines = layout(tokens, ownWidth, aligned);
    if (index < segments.length - 1) segmentLines[segmentLines.length - 1] += breakEnd;
    lines.push(...segmentLines);
  });
  // Spaces at a paragraph's end are not part of it (Markdown drops them), and two would read as a break.
  if (lines.length > 0) lines[lines.length - 1] = lines[lines.length - 1]!.trimEnd();
  return lines;
}
