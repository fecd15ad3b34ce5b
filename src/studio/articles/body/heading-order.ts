/**
 * Headings in order: the validator refuses a heading that skips a level (a level 4 straight
 * after a level 2, or as the first heading), so the editor lowers such a heading to the next
 * level down from the one before it, after every change, pasted or typed.
 */
import type { Node } from "prosemirror-model";
import { Plugin, type Transaction } from "prosemirror-state";

/** The positions and levels of the headings that skip a level, as they should be. */
export function headingFixes(doc: Node): { pos: number; level: number }[] {
  const fixes: { pos: number; level: number }[] = [];
  let last = 1;
  doc.descendants((node, pos) => {
    if (node.type.name !== "heading") return !node.isTextblock;
    const level = node.attrs.level as number;
    const allowed = Math.min(level, last + 1);
    if (allowed !== level) fixes.push({ pos, level: allowed });
    last = allowed;
    return false;
  });
  return fixes;
}

/** The highest level a heading may take at `pos`: one below the heading before it (2 when none). */
export function deepestLevelAt(doc: Node, pos: number): number {
  let last = 1;
  doc.nodesBetween(0, Math.min(pos, doc.content.size), (node, at) => {
    if (node.type.name === "heading" && at < pos) last = node.attrs.level as number;
    return !node.isTextblock;
  });
  return Math.min(4, last + 1);
}

export function fixHeadings(tr: Transaction): Transaction {
  for (const { pos, level } of headingFixes(tr.doc)) tr.setNodeAttribute(pos, "level", level);
  return tr;
}

export const headingOrder = new Plugin({
  appendTransaction(transactions, _, state) {
    if (!transactions.some((transaction) => transaction.docChanged)) return null;
    const tr = fixHeadings(state.tr);
    return tr.docChanged ? tr : null;
  },
});
