/**
 * The words of one textblock (paragraph, heading or table cell) as Markdown, in the file's
 * style, as tokens: a line may be broken between two tokens and nowhere else, so a link's
 * words or an image stay on one line and a run of spaces is never turned into a hard break.
 * Escaping is done here, where the text is known to be text: everything that would read
 * as Markdown (emphasis markers, brackets, an autolink, an HTML tag or entity) gets a
 * backslash, so the words come back as they were typed.
 */
import type { Mark, Node } from "prosemirror-model";
import type { BodyStyle } from "./style.ts";

/** A textblock's Markdown: lines (split at hard breaks) of tokens joined by single spaces. */
export type InlineLines = string[][];

const wordChar = /[\p{L}\p{N}]/u;

export function escapeText(text: string, inTable: boolean): string {
  let out = text.replace(inTable ? /[\\`*_[\]<~|]/g : /[\\`*_[\]<~]/g, "\\$&");
  out = out.replace(/&(?=#?[a-z0-9]+;)/gi, "\\&");
  // GFM turns these into links by themselves; the editor shows them as typed, so the file keeps them as text.
  out = out.replace(/\b(https?|ftp):\/\//gi, "$1\\://");
  out = out.replace(/(^|[^\p{L}\p{N}])(www)\./giu, "$1$2\\.");
  out = out.replace(/([\w.+-])@(?=[\w-]+\.)/g, "$1\\@");
  return out;
}

/** What a line may not start with unescaped: it would begin a heading, quote, list or underline. */
export function escapeLineStart(line: string): string {
  if (/^(#{1,6}(?=[ \t]|$)|>|[-+](?=[ \t]|$)|=+[ \t]*$|-+[ \t]*$)/.test(line)) return `\\${line}`;
  return line.replace(/^(\d{1,9})([.)])(?=[ \t]|$)/, "$1\\$2");
}

function destination(href: string): string {
  return /[\s<>]/.test(href) ? `<${href.replace(/[<>]/g, encodeURIComponent)}>` : href.replace(/[()\\]/g, "\\$&");
}

function titlePart(title: unknown): string {
  return typeof title === "string" && title !== "" ? ` "${title.replace(/["\\]/g, "\\$&")}"` : "";
}

interface Item {
  node: Node;
  marks: readonly Mark[];
}

/** Whitespace at the edge of an emphasised run goes outside it: `*word *` would not parse as emphasis. */
function itemsOf(block: Node): Item[] {
  const raw: Item[] = [];
  block.forEach((node) => raw.push({ node, marks: node.marks }));
  const items: Item[] = [];
  raw.forEach((item, index) => {
    if (!item.node.isText || item.marks.length === 0) return items.push(item);
    const text = item.node.text ?? "";
    const [, lead = "", core = "", trail = ""] = /^(\s*)([\s\S]*?)(\s*)$/.exec(text) ?? [];
    const keep = (other: Item | undefined) => item.marks.filter((mark) => other?.marks.some((each) => each.eq(mark)) && !(mark.type.name === "link" && !other.node.isText));
    const schema = item.node.type.schema;
    if (lead) items.push({ node: schema.text(lead), marks: keep(raw[index - 1]) });
    if (core) items.push({ node: item.node, marks: item.marks });
    if (trail) items.push({ node: schema.text(trail), marks: keep(raw[index + 1]) });
  });
  return items;
}

const has = (marks: readonly Mark[], mark: Mark) => marks.some((each) => each.eq(mark));

/**
 * A link GFM finds by itself (press@verdavia.com, https://…) is written bare, as files write
 * them, when its words are its address and nothing else; any other link gets brackets.
 */
function isBareLink(mark: Mark, words: string): boolean {
  if (mark.attrs.title !== null || mark.attrs.reference !== null) return false;
  const href = String(mark.attrs.href);
  if (href === `mailto:${words}`) return /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/.test(words);
  return href === words && /^https:\/\/[^\s<>()[\]*_`~\\|]*[^\s<>()[\]*_`~\\|.,:;!?'"]$/.test(words);
}

export function inlineMarkdown(block: Node, style: BodyStyle, inTable = false): InlineLines {
  const items = itemsOf(block);
  const lines: InlineLines = [[]];
  let word = "";
  const emit = (text: string) => (word += text);
  const breakToken = () => {
    if (word !== "") lines[lines.length - 1]!.push(word);
    word = "";
  };
  const stack: { mark: Mark; close: string }[] = [];
  const runLength = (from: number, mark: Mark) => {
    let end = from;
    while (end < items.length && has(items[end]!.marks, mark)) end++;
    return end - from;
  };
  const charAround = (index: number, side: "before" | "after"): string => {
    const item = items[index];
    if (!item) return "";
    const text = item.node.text ?? (item.node.type.name === "image" ? "!" : "");
    return side === "before" ? text.slice(-1) : text.slice(0, 1);
  };
  // Links cannot hold links and a space inside one must not become a line break.
  let inLink = 0;
  let bare = false;

  items.forEach((item, index) => {
    const marks = item.marks;
    let keep = 0;
    while (keep < stack.length && has(marks, stack[keep]!.mark)) keep++;
    for (let at = stack.length - 1; at >= keep; at--) {
      const closing = stack.pop()!;
      if (closing.mark.type.name === "link") inLink--;
      emit(closing.close);
    }
    const opening = marks.filter((mark) => !stack.some((open) => open.mark.eq(mark))).sort((a, b) => runLength(index, b) - runLength(index, a) || (a.type.name === "link" ? -1 : 1));
    for (const mark of opening) {
      const name = mark.type.name;
      if (name === "link" && runLength(index, mark) === 1 && item.node.isText && isBareLink(mark, item.node.text ?? "")) {
        stack.push({ mark, close: "" });
        inLink++;
        bare = true;
        continue;
      }
      if (name === "link") {
        const reference = mark.attrs.reference as string | null;
        const close = reference !== null ? `][${reference}]` : `](${destination(String(mark.attrs.href))}${titlePart(mark.attrs.title)})`;
        stack.push({ mark, close });
        inLink++;
        emit("[");
        continue;
      }
      const end = index + runLength(index, mark);
      const intraword = wordChar.test(word.slice(-1) || charAround(index - 1, "before")) || wordChar.test(charAround(end, "after"));
      const marker = name === "em" ? (style.emphasis === "_" && !intraword ? "_" : "*") : style.strong === "__" && !intraword ? "__" : "**";
      stack.push({ mark, close: marker });
      emit(marker);
    }
    const node = item.node;
    if (node.type.name === "hard_break") {
      breakToken();
      lines.push([]);
    } else if (node.type.name === "image") {
      emit(`![${escapeText(String(node.attrs.alt), inTable)}](${destination(String(node.attrs.src))}${titlePart(node.attrs.title)})`);
    } else {
      const text = bare ? (node.text ?? "") : escapeText(node.text ?? "", inTable);
      bare = false;
      // Only a single space between two non-spaces (or at the node's edge, beside a marked word) may become a line break.
      const parts = inLink > 0 ? [text] : text.split(/(?<=^|\S) (?=\S|$)/);
      parts.forEach((part, partIndex) => {
        if (partIndex > 0) breakToken();
        emit(part);
      });
    }
  });
  for (let at = stack.length - 1; at >= 0; at--) emit(stack[at]!.close);
  breakToken();
  return lines;
}

/** A heading's or a table cell's Markdown, on one line (neither can hold a hard break). */
export function oneLine(lines: InlineLines): string {
  return lines.flat().join(" ");
}
