/**
 * A body cut into its top-level blocks, each with its exact source slice, and the text
 * between them (blank lines, and the link definitions `[label]: https://…` that reference
 * links point at) kept verbatim. The blocks are numbered as the translation fingerprints
 * number them (`body[3]`: definitions are not blocks), so the editor, the save and the
 * translation state speak of the same blocks.
 */
import type { Definition, Root, RootContent } from "mdast";
import { parseMarkdown } from "../../../markdown/parse.ts";

export interface SourceBlock {
  node: RootContent;
  start: number;
  end: number;
  /** The block's text exactly as the file has it. */
  source: string;
}

export interface Gap {
  /** Everything between two blocks (or before the first, after the last), as written. */
  text: string;
  /** The link definitions written in this gap, each as its source line(s). */
  definitions: string[];
}

export interface SplitBody {
  text: string;
  tree: Root;
  blocks: SourceBlock[];
  /** gaps[i] comes before blocks[i]; the last gap follows the last block. */
  gaps: Gap[];
}

function offsets(node: RootContent | Definition): { start: number; end: number } {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) throw new Error("The Markdown parser gave a block without its position.");
  return { start, end };
}

export function splitBody(text: string): SplitBody {
  const tree = parseMarkdown(text);
  const blocks: SourceBlock[] = [];
  const gaps: Gap[] = [];
  let gapStart = 0;
  let definitions: string[] = [];
  for (const node of tree.children) {
    const { start, end } = offsets(node);
    if (node.type === "definition") {
      definitions.push(text.slice(start, end));
      continue;
    }
    gaps.push({ text: text.slice(gapStart, start), definitions });
    blocks.push({ node, start, end, source: text.slice(start, end) });
    definitions = [];
    gapStart = end;
  }
  gaps.push({ text: text.slice(gapStart), definitions });
  return { text, tree, blocks, gaps };
}

/** Every link definition of a body by its normalised label, for reference links. */
export function definitionsOf(tree: Root): Map<string, Definition> {
  const found = new Map<string, Definition>();
  const visit = (node: Root | RootContent) => {
    if (node.type === "definition" && !found.has(node.identifier)) found.set(node.identifier, node);
    if ("children" in node) for (const child of node.children) visit(child as RootContent);
  };
  visit(tree);
  return found;
}
