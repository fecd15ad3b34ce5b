/**
 * The words of one textblock (paragraph, heading or table cell) as Markdown, in the file's
 * style, as tokens: a line may be broken between two tokens and nowhere else, so a link's
 * words or an image stay on one line and a run of spaces is never turned into a hard break.
 * Escaping is done here, where the text is known to be text: everything that would read
 * as Markdown (emphasis markers, brackets, a pipe, an HTML tag or entity) gets a
 * backslash, so the words come back as they were typed.
 */
import type { Mark, Node } from "prosemirror-model";
import type { BodyStyle } from "./style.ts";

/** A textblock's Markdown: lines (split at hard breaks) of tokens joined by single spaces. */
export type InlineLines = string[][];

const wordChar = /[\p{L}\p{N}]/u;

/**
 * Words as Markdown text. A pipe is escaped everywhere, not only in a table's cells: two
 * lines of words with pipes could read as a table. An address typed as text (https://…,
 * www.…, name@example.com) is not escaped: GFM makes it a link after parsing, from the
 * unescaped words, so no backslash could keep it text.
 */
export function escapeText(text: string): string {
  return text.replace(/[\\`*_[\]<~|]/g, "\\$&").replace(/&(?=#?[a-z0-9]+;)/gi, "\\&");
}

/** What a line may not start with unescaped: it would begin a heading, quote, list, underline or table. */
export function escapeLineStart(line: string): string {
  // ":---" and "---:" under a line make that line a table's header, as "---" makes it a heading.
  if (/^(#{1,6}(?=[ \t]|$)|>|[-+](?=[ \t]|$)|=+[ \t]*$|:?-+:?[ \t]*$)/.test(line)) return `\\${line}`;
  return line.replace(/^(\d{1,9})([.)])(?=[ \t]|$)/, "$1\\$2");
}

function destination(href: string): string {
  return /[\s<>]/.test(href) ? `<${href.replace(/[<>]/g, encodeURIComponent)}>` : href.replace(/[()\\]/g, "\\$&");
}

function titlePart(title: unknown): string {
  return typeof title === "string" && title !== "" ? ` "${title.replace(/["\\]/g, "\\$&")}"` : "";
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

interface OpenMark {
  mark: Mark;
  close: string;
}

/**
 * Marks open outermost-first by how long they last, so one that ends sooner is inside and
 * closes without closing the others; whitespace at a run's edge is written outside its
 * markers (`*word *` would not be emphasis), and only a single space between two words, or
 * beside a marked word, is a place a line may break.
 */
export function inlineMarkdown(block: Node, style: BodyStyle): InlineLines {
  const items: Node[] = [];
  block.forEach((node) => items.push(node));
  const lines: InlineLines = [[]];
  let word = "";
  let inLink = 0;
  const emit = (text: string) => (word += text);
  const breakToken = () => {
    if (word !== "") lines[lines.length - 1]!.push(word);
    word = "";
  };
  const emitText = (text: string) => {
    const parts = inLink > 0 ? [text] : text.split(/(?<=^|\S) (?=\S|$)/);
    parts.forEach((part, index) => {
      if (index > 0) breakToken();
      emit(part);
    });
  };
  const stack: OpenMark[] = [];
  const runLength = (from: number, mark: Mark) => {
    let end = from;
    while (end < items.length && has(items[end]!.marks, mark)) end++;
    return end - from;
  };
  const firstChar = (index: number) => items[index]?.text?.[0] ?? (items[index]?.type.name === "image" ? "!" : "");
  const close = () => {
    const closing = stack.pop()!;
    if (closing.mark.type.name === "link") inLink--;
    emit(closing.close);
  };
  let pending = "";

  items.forEach((node, index) => {
    const text = node.text ?? "";
    if (node.isText && text.trim() === "") {
      pending += text;
      return;
    }
    const stackIndex = (mark: Mark) => stack.findIndex((open) => open.mark.eq(mark));
    const desired = [...node.marks].sort((a, b) => {
      const longer = runLength(index, b) - runLength(index, a);
      if (longer !== 0) return longer;
      const [inA, inB] = [stackIndex(a), stackIndex(b)];
      if (inA >= 0 || inB >= 0) return inA < 0 ? 1 : inB < 0 ? -1 : inA - inB;
      return a.type.name === "link" ? -1 : b.type.name === "link" ? 1 : 0;
    });
    let keep = 0;
    while (keep < stack.length && keep < desired.length && stack[keep]!.mark.eq(desired[keep]!)) keep++;
    while (stack.length > keep) close();
    const [, lead = "", core = "", trail = ""] = node.isText ? (/^(\s*)([\s\S]*?)(\s*)$/.exec(text) ?? []) : ["", "", "", ""];
    emitText(pending + lead);
    pending = trail;
    let bare = false;
    for (const mark of desired.slice(keep)) {
      const name = mark.type.name;
      if (name === "link") {
        const reference = mark.attrs.reference as string | null;
        bare = runLength(index, mark) === 1 && node.isText && isBareLink(mark, text);
        const ending = bare ? "" : reference !== null ? `][${reference}]` : `](${destination(String(mark.attrs.href))}${titlePart(mark.attrs.title)})`;
        stack.push({ mark, close: ending });
        inLink++;
        // "Wow![words](/x)" would be an image: a "!" just before a link's bracket is escaped.
        if (!bare && /(^|[^\\])!$/.test(word)) word = `${word.slice(0, -1)}\\!`;
        if (!bare) emit("[");
        continue;
      }
      const end = index + runLength(index, mark);
      const intraword = wordChar.test(word.slice(-1)) || wordChar.test(firstChar(end));
      const marker = name === "em" ? (style.emphasis === "_" && !intraword ? "_" : "*") : style.strong === "__" && !intraword ? "__" : "**";
      stack.push({ mark, close: marker });
      emit(marker);
    }
    if (node.type.name === "hard_break") {
      breakToken();
      lines.push([]);
    } else if (node.type.name === "image") {
      emit(`![${escapeText(String(node.attrs.alt))}](${destination(String(node.attrs.src))}${titlePart(node.attrs.title)})`);
    } else {
      emitText(bare ? core : escapeText(core));
    }
  });
  while (stack.length > 0) close();
  emitText(pending);
  breakToken();
  return lines;
}

/** A heading's or a table cell's Markdown, on one line (neither can hold a hard break). */
export function oneLine(lines: InlineLines): string {
  return lines.flat().join(" ");
}
