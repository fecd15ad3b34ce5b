/**
 * Plain text pasted (from a text editor, a Markdown file, an email) read as the site's
 * Markdown, so `## Heading`, `- item` and `[words](/contact)` arrive formatted. What the
 * subset cannot hold (code, HTML) arrives as plain paragraphs of its text, counted.
 */
import { Fragment, Slice, type Node } from "prosemirror-model";
import type { Nodes } from "mdast";
import { parseMarkdown } from "../../../markdown/parse.ts";
import { docFromMarkdown } from "./from-markdown.ts";
import type { DroppedCounts } from "./paste.ts";
import { bodySchema } from "./schema.ts";

const phrasingParents = new Set(["paragraph", "heading", "tableCell", "emphasis", "strong", "delete", "link", "linkReference"]);

/** A node's words: blocks apart by a blank line, a row's cells by a space, a paragraph's words run on. */
function wordsOf(node: Nodes): string {
  if ("value" in node) return node.value;
  if (!("children" in node)) return "";
  const joiner = phrasingParents.has(node.type) ? "" : node.type === "tableRow" ? " " : "\n\n";
  return (node.children as Nodes[]).map(wordsOf).join(joiner);
}

export function pastedTextSlice(text: string): { slice: Slice; dropped: DroppedCounts } {
  const doc = docFromMarkdown(text.replace(/\r\n?/g, "\n"));
  const dropped: DroppedCounts = {};
  const blocks: Node[] = [];
  doc.forEach((block) => {
    if (block.type === bodySchema.nodes.kept_block) {
      dropped["kept-as-text"] = (dropped["kept-as-text"] ?? 0) + 1;
      // The words, not the markup: a code block's lines without its fences, HTML without its tags.
      const words = wordsOf(parseMarkdown(String(block.attrs.markdown))).replace(/<[^>]*>/g, " ");
      for (const part of words.split(/\n\s*\n/)) {
        const line = part.replace(/\s+/g, " ").trim();
        if (line) blocks.push(bodySchema.nodes.paragraph.create(null, bodySchema.text(line)));
      }
      return;
    }
    // A pasted block is new to the file: it must not pass for the block the file had at its index.
    blocks.push(block.type.create({ ...block.attrs, sourceIndex: null }, block.content, block.marks));
  });
  const fragment = Fragment.from(blocks);
  // A paragraph at either end joins the paragraph the cursor is in, as typed words would.
  const open = (node: Node | null) => (node?.type === bodySchema.nodes.paragraph ? 1 : 0);
  return { slice: new Slice(fragment, open(fragment.firstChild), open(fragment.lastChild)), dropped };
}
