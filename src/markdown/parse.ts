/**
 * The one Markdown parser of the engine: micromark with GFM (tables), through
 * mdast-util-from-markdown, keeping every node's position for the validator's messages.
 * Node and the studio only: public pages receive the tree (body-tree.ts), never this.
 */
import type { Root } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { gfm } from "micromark-extension-gfm";

/**
 * The last parses, by text: validation runs after every keystroke in the studio and the
 * dev server, and converting a body for the browser reads the same text again.
 * Results are read only.
 */
const parsed = new Map<string, Root>();
const keptParses = 512;

export function parseMarkdown(text: string): Root {
  const kept = parsed.get(text);
  if (kept) return kept;
  const tree = fromMarkdown(text, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  parsed.set(text, tree);
  if (parsed.size > keptParses) parsed.delete(parsed.keys().next().value!);
  return tree;
}
