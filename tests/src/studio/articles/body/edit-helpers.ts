import type { Node } from "prosemirror-model";
import { EditorState } from "prosemirror-state";
import { docFromMarkdown } from "../../../../../src/studio/articles/body/from-markdown.ts";
import { bodySchema } from "../../../../../src/studio/articles/body/schema.ts";
import { spliceBody } from "../../../../../src/studio/articles/body/splice.ts";

/** Where `words` first stand in a document's text, as document positions. */
export function findText(doc: Node, words: string): { from: number; to: number } {
  let found: { from: number; to: number } | undefined;
  doc.descendants((node, pos) => {
    if (found || !node.isText) return !found;
    const at = node.text!.indexOf(words);
    if (at >= 0) found = { from: pos + at, to: pos + at + words.length };
    return false;
  });
  if (!found) throw new Error(`"${words}" is not in the document`);
  return found;
}

/** A body with `words` replaced by `replacement` in the editor, saved. */
export function replaceWords(body: string, words: string, replacement: string): string {
  const doc = docFromMarkdown(body);
  const { from, to } = findText(doc, words);
  const state = EditorState.create({ doc, schema: bodySchema });
  return spliceBody(body, state.tr.insertText(replacement, from, to).doc);
}

/** A body with its document changed by `change`, saved. */
export function editDoc(body: string, change: (doc: Node) => Node): string {
  return spliceBody(body, change(docFromMarkdown(body)));
}

/** The document with its top-level block `index` replaced. */
export function replaceBlock(doc: Node, index: number, block: Node): Node {
  return doc.copy(doc.content.replaceChild(index, block));
}
