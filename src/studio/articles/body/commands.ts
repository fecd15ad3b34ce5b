/**
 * What the toolbar and the keyboard do to a body: marks, headings, lists, quotations, links,
 * images and tables, each a ProseMirror command (it answers "can I?" without a dispatch, so
 * the toolbar can show what applies where the cursor is).
 */
import { lift, setBlockType, toggleMark, wrapIn } from "prosemirror-commands";
import type { Attrs, MarkType, Node, NodeType } from "prosemirror-model";
import { liftListItem, wrapInList } from "prosemirror-schema-list";
import { TextSelection, type Command, type EditorState } from "prosemirror-state";
import { addColumnAfter, addRowAfter, deleteColumn, deleteRow, isInTable, selectedRect } from "prosemirror-tables";
import { deepestLevelAt } from "./heading-order.ts";
import { bodySchema, type CellAlign } from "./schema.ts";

const { nodes, marks } = bodySchema;

export const toggleStrong = toggleMark(marks.strong);
export const toggleEmphasis = toggleMark(marks.em);

export function isMarkActive(state: EditorState, type: MarkType): boolean {
  const { from, $from, to, empty } = state.selection;
  if (empty) return Boolean(type.isInSet(state.storedMarks ?? $from.marks()));
  return state.doc.rangeHasMark(from, to, type);
}

/** The textblock the cursor is in, its type and attributes. */
export function blockAtCursor(state: EditorState): { type: NodeType; attrs: Attrs } {
  const parent = state.selection.$from.parent;
  return { type: parent.type, attrs: parent.attrs };
}

/** True when the cursor's block holds an image or a line break, which a heading cannot (they would be dropped). */
export function holdsMoreThanWords(state: EditorState): boolean {
  let more = false;
  state.selection.$from.parent.forEach((child) => (more ||= !child.isText));
  return more;
}

/** A heading of `level`, refused where it would skip a level (a level 4 straight after a level 2) or drop an image. */
export function setHeading(level: 2 | 3 | 4): Command {
  return (state, dispatch) => {
    if (level > deepestLevelAt(state.doc, state.selection.from) || holdsMoreThanWords(state)) return false;
    return setBlockType(nodes.heading, { level })(state, dispatch);
  };
}

export const setParagraph = setBlockType(nodes.paragraph);

function inList(state: EditorState, type: NodeType): boolean {
  const { $from } = state.selection;
  for (let depth = $from.depth; depth > 0; depth--) if ($from.node(depth).type === type) return true;
  return false;
}

/** Into a list of `type`, or out of it when the cursor is already in one. */
export function toggleList(type: NodeType): Command {
  return (state, dispatch) => (inList(state, type) ? liftListItem(nodes.list_item)(state, dispatch) : wrapInList(type)(state, dispatch));
}

export const isInBulletList = (state: EditorState) => inList(state, nodes.bullet_list);
export const isInOrderedList = (state: EditorState) => inList(state, nodes.ordered_list);
export const isInQuote = (state: EditorState) => inList(state, nodes.blockquote);

export const toggleQuote: Command = (state, dispatch) => (isInQuote(state) ? lift(state, dispatch) : wrapIn(nodes.blockquote)(state, dispatch));

/** The link around the cursor, or across the selection, and where it runs. */
export function linkAtSelection(state: EditorState): { href: string; from: number; to: number } | undefined {
  const { $from, from, to, empty } = state.selection;
  const mark = marks.link.isInSet(empty ? $from.marks() : (state.doc.nodeAt(from)?.marks ?? []));
  if (!mark) return undefined;
  if (!empty) return { href: String(mark.attrs.href), from, to };
  // An empty selection in a link edits the whole link: walk its text both ways.
  const parent = $from.parent;
  const start = $from.start();
  let runFrom = $from.parentOffset;
  let runTo = $from.parentOffset;
  parent.forEach((child, offset) => {
    if (!mark.isInSet(child.marks)) return;
    if (offset <= runTo && offset + child.nodeSize >= runFrom) {
      runFrom = Math.min(runFrom, offset);
      runTo = Math.max(runTo, offset + child.nodeSize);
    }
  });
  return { href: String(mark.attrs.href), from: start + runFrom, to: start + runTo };
}

/** A link to `href` on the selection (or on the link the cursor is in); with no selection, `words` are written linked. */
export function setLink(href: string, words?: string): Command {
  return (state, dispatch) => {
    const existing = linkAtSelection(state);
    const { from, to, empty } = state.selection;
    const range = existing ?? { from, to };
    if (empty && !existing && !words) return false;
    if (dispatch) {
      const tr = state.tr;
      const link = marks.link.create({ href });
      if (empty && !existing && words) {
        tr.insert(from, bodySchema.text(words, [link, ...state.selection.$from.marks()]));
      } else {
        tr.removeMark(range.from, range.to, marks.link).addMark(range.from, range.to, link);
      }
      dispatch(tr.scrollIntoView());
    }
    return true;
  };
}

export const removeLink: Command = (state, dispatch) => {
  const existing = linkAtSelection(state);
  if (!existing) return false;
  if (dispatch) dispatch(state.tr.removeMark(existing.from, existing.to, marks.link));
  return true;
};

/** A media library image, with its alt text, where the cursor is. */
export function insertImage(src: string, alt: string): Command {
  return (state, dispatch) => {
    if (alt.trim() === "" || isInTable(state) || !state.selection.$from.parent.type.contentMatch.matchType(nodes.image)) return false;
    if (dispatch) dispatch(state.tr.replaceSelectionWith(nodes.image.create({ src, alt: alt.trim() })).scrollIntoView());
    return true;
  };
}

/** A table of `columns` columns, a header row and `rows` rows, after the block the cursor is in, with the cursor in its first cell. */
export function insertTable(columns: number, rows: number): Command {
  return (state, dispatch) => {
    if (isInTable(state)) return false;
    if (dispatch) {
      const row = (type: NodeType) => nodes.table_row.create(null, Array.from({ length: columns }, () => type.create()));
      const table = nodes.table.create(null, [row(nodes.table_header), ...Array.from({ length: rows }, () => row(nodes.table_cell))]);
      const $from = state.selection.$from;
      const after = $from.after(1);
      const tr = state.tr.insert(after, [table, nodes.paragraph.create()] as Node[]);
      dispatch(tr.setSelection(TextSelection.near(tr.doc.resolve(after + 3))).scrollIntoView());
    }
    return true;
  };
}

export const tableCommands = { addRowAfter, deleteRow, addColumnAfter, deleteColumn };

/** The alignment of the column(s) the cursor is in: Markdown aligns whole columns, so every cell of them takes it. */
export function alignColumn(align: CellAlign | null): Command {
  return (state, dispatch) => {
    if (!isInTable(state)) return false;
    if (dispatch) {
      const rect = selectedRect(state);
      const tr = state.tr;
      for (let row = 0; row < rect.map.height; row++) {
        for (let column = rect.left; column < rect.right; column++) {
          const pos = rect.tableStart + rect.map.map[row * rect.map.width + column]!;
          tr.setNodeAttribute(pos, "align", align);
        }
      }
      dispatch(tr);
    }
    return true;
  };
}

/** The alignment of the column the cursor is in, as the header cell holds it. */
export function columnAlignment(state: EditorState): CellAlign | null {
  if (!isInTable(state)) return null;
  const rect = selectedRect(state);
  return (rect.table.nodeAt(rect.map.map[rect.left]!)?.attrs.align as CellAlign | null) ?? null;
}

/** A hard break (Shift-Enter): a new line in the same paragraph. */
export const insertHardBreak: Command = (state, dispatch) => {
  const { $from } = state.selection;
  if (!$from.parent.type.contentMatch.matchType(nodes.hard_break)) return false;
  if (dispatch) dispatch(state.tr.replaceSelectionWith(nodes.hard_break.create()).scrollIntoView());
  return true;
};
