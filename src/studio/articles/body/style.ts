/**
 * How a body writes its Markdown, read from the file itself, so a block the editor
 * rewrites looks like its neighbours: the bullet character, the ordered list's delimiter,
 * the emphasis and strong markers, setext or ATX level-2 headings, the hard break, how a
 * block quote writes its blank lines, table layout, line endings and line wrapping.
 * Where the file does not show a habit, the defaults are CommonMark's plainest forms.
 */
import type { Nodes, Root } from "mdast";
import { splitBody } from "./split.ts";

export interface TableStyle {
  /** `| a | b |` rather than `a | b`. */
  outerPipes: boolean;
  /** Columns padded to one width per column, so the pipes line up. */
  aligned: boolean;
}

export interface BodyStyle {
  bullet: "-" | "*" | "+";
  orderedDelimiter: "." | ")";
  emphasis: "*" | "_";
  strong: "**" | "__";
  /** Level-2 headings underlined with dashes (setext) rather than written `## …`. */
  setextH2: boolean;
  hardBreak: "\\\n" | "  \n";
  /** The line a block quote's blank line is written as: ">" or "> ". */
  quoteBlankLine: string;
  table: TableStyle;
  /** What separates two blocks the file does not already separate. */
  separator: string;
  lineEnding: "\n" | "\r\n";
  /**
   * The column a paragraph is wrapped at, or null for one line per paragraph. The shipped
   * articles wrap greedily near 100 columns; a rewritten paragraph wrapped the same way
   * keeps its lines up to the first edited word, so the diff shows the words that changed.
   */
  wrapWidth: number | null;
}

export const defaultStyle: BodyStyle = {
  bullet: "-",
  orderedDelimiter: ".",
  emphasis: "*",
  strong: "**",
  setextH2: false,
  hardBreak: "\\\n",
  quoteBlankLine: ">",
  table: { outerPipes: true, aligned: false },
  separator: "\n\n",
  lineEnding: "\n",
  wrapWidth: null,
};

function walk(tree: Root, visit: (node: Nodes) => void): void {
  const go = (node: Nodes) => {
    visit(node);
    if ("children" in node) for (const child of node.children as Nodes[]) go(child);
  };
  go(tree);
}

const startOf = (node: Nodes): number => node.position?.start.offset ?? 0;
const endOf = (node: Nodes): number => node.position?.end.offset ?? 0;

/** The layout a table's own source uses. */
export function tableStyleOf(source: string): TableStyle {
  const lines = source.split(/\r?\n/).filter((line) => line.trim() !== "");
  const outerPipes = lines.every((line) => line.trimStart().startsWith("|"));
  const pipeColumns = (line: string) => [...line.matchAll(/(?<!\\)\|/g)].map((match) => match.index);
  const first = pipeColumns(lines[0] ?? "").join(",");
  const aligned = lines.length > 1 && lines.every((line) => pipeColumns(line).join(",") === first);
  return { outerPipes, aligned };
}

/** The greedy wrap width the file's wrapped paragraphs agree with, or null when they are not wrapped. */
function wrapWidthOf(text: string, tree: Root): number | null {
  let longest = 0;
  let tightest = Infinity;
  walk(tree, (node) => {
    if (node.type !== "paragraph") return;
    // A link's or image's words are never broken, so a line holding only one is as long as it is.
    const lines = text
      .slice(startOf(node), endOf(node))
      .replace(/!?\[[^\]\n]*\]\([^)\s]*\)/g, (link) => "x".repeat(link.length))
      .split(/\r?\n/);
    if (lines.length < 2) return;
    const indent = (node.position?.start.column ?? 1) - 1;
    for (let index = 0; index < lines.length - 1; index++) {
      const line = lines[index]!;
      if (/(\\| {2})$/.test(line)) continue; // a hard break, not a wrap
      const width = [...line].length + (index === 0 ? indent : 0);
      const nextWord = lines[index + 1]!.replace(/^[\s>]*/, "").split(" ")[0] ?? "";
      tightest = Math.min(tightest, width + 1 + [...nextWord].length - 1);
      if (/\S \S/.test(line.trim())) longest = Math.max(longest, width);
    }
  });
  if (longest === 0) return null;
  if (longest > tightest) return longest;
  const round = Math.ceil(longest / 10) * 10;
  return round <= tightest ? round : longest;
}

export function detectStyle(body: string): BodyStyle {
  const { tree, blocks, gaps } = splitBody(body);
  const style: BodyStyle = { ...defaultStyle, table: { ...defaultStyle.table } };
  const seen = new Set<string>();
  const first = (key: string, apply: () => void) => {
    if (seen.has(key)) return;
    seen.add(key);
    apply();
  };
  walk(tree, (node) => {
    const source = body.slice(startOf(node), endOf(node));
    if (node.type === "list" && !node.ordered) first("bullet", () => (style.bullet = source[0] === "*" ? "*" : source[0] === "+" ? "+" : "-"));
    if (node.type === "list" && node.ordered) first("ordered", () => (style.orderedDelimiter = /^\d+\)/.test(source) ? ")" : "."));
    if (node.type === "emphasis") first("emphasis", () => (style.emphasis = source[0] === "_" ? "_" : "*"));
    if (node.type === "strong") first("strong", () => (style.strong = source.startsWith("__") ? "__" : "**"));
    if (node.type === "heading" && node.depth === 2) first("h2", () => (style.setextH2 = !source.startsWith("#")));
    if (node.type === "break") first("break", () => (style.hardBreak = source.startsWith("\\") ? "\\\n" : "  \n"));
    if (node.type === "table") first("table", () => (style.table = tableStyleOf(source)));
    if (node.type === "blockquote") {
      const blank = source.split(/\r?\n/).find((line) => /^\s*>\s*$/.test(line));
      if (blank !== undefined) first("quote", () => (style.quoteBlankLine = blank.trim() === ">" && blank.endsWith(" ") ? "> " : ">"));
    }
  });
  style.lineEnding = body.includes("\r\n") ? "\r\n" : "\n";
  const between = gaps.slice(1, blocks.length).map((gap) => gap.text).filter((text) => text.trim() === "");
  if (between.length > 0) {
    const counts = new Map<string, number>();
    for (const text of between) counts.set(text, (counts.get(text) ?? 0) + 1);
    const usual = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
    if (/\n[ \t]*\r?\n/.test(usual)) style.separator = usual.replace(/\r\n/g, "\n");
  }
  style.wrapWidth = wrapWidthOf(body, tree);
  return style;
}

