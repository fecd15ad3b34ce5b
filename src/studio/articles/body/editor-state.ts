/**
 * The editor's state for a body: the document read from the Markdown, and its plugins
 * (undo history, the keyboard, Markdown-like typing shortcuts, table editing, headings kept
 * in order, a paragraph after a trailing table so the cursor can go below it).
 */
import { baseKeymap, chainCommands, exitCode } from "prosemirror-commands";
import { history, redo, undo } from "prosemirror-history";
import { inputRules, textblockTypeInputRule, wrappingInputRule } from "prosemirror-inputrules";
import { keymap } from "prosemirror-keymap";
import { liftListItem, sinkListItem, splitListItem } from "prosemirror-schema-list";
import { EditorState, Plugin, type Command } from "prosemirror-state";
import { goToNextCell, tableEditing } from "prosemirror-tables";
import { insertHardBreak, setHeading, setParagraph, toggleEmphasis, toggleList, toggleStrong } from "./commands.ts";
import { docFromMarkdown } from "./from-markdown.ts";
import { headingOrder } from "./heading-order.ts";
import { bodySchema } from "./schema.ts";

const { nodes } = bodySchema;

/** The shortcuts, by ProseMirror key name; the toolbar shows the same ones on its buttons. */
export const shortcuts = {
  strong: "Mod-b",
  emphasis: "Mod-i",
  link: "Mod-k",
  heading2: "Mod-Alt-2",
  heading3: "Mod-Alt-3",
  heading4: "Mod-Alt-4",
  paragraph: "Mod-Alt-0",
  bulletList: "Mod-Shift-8",
  orderedList: "Mod-Shift-7",
  undo: "Mod-z",
  redo: "Mod-Shift-z",
} as const;

/**
 * Tab moves between table cells and indents list items; after Escape it leaves the editor,
 * as keyboard users expect of a text field (the editor's description says so).
 */
function tabKeys(): { plugin: Plugin; tab: Command; shiftTab: Command } {
  let released = false;
  const plugin = new Plugin({
    props: {
      handleKeyDown(_, event) {
        released = event.key === "Escape" || (released && event.key === "Tab");
        return false;
      },
      // Coming back into the text, Tab works in it again.
      handleDOMEvents: {
        focus() {
          released = false;
          return false;
        },
      },
    },
  });
  const whenHeld = (command: Command): Command => (state, dispatch, view) => !released && command(state, dispatch, view);
  return {
    plugin,
    tab: whenHeld(chainCommands(goToNextCell(1), sinkListItem(nodes.list_item))),
    shiftTab: whenHeld(chainCommands(goToNextCell(-1), liftListItem(nodes.list_item))),
  };
}

/** A paragraph after a table or kept block that ends the body: without it the cursor could not go below. An empty paragraph is not written to the file. */
const trailingParagraph = new Plugin({
  appendTransaction(transactions, _, state) {
    const last = state.doc.lastChild;
    if (!transactions.some((transaction) => transaction.docChanged) || !last || (last.type !== nodes.table && last.type !== nodes.kept_block)) return null;
    return state.tr.insert(state.doc.content.size, nodes.paragraph.create());
  },
});

export function createBodyState(body: string, openLinkForm: () => void): EditorState {
  const tab = tabKeys();
  const openLink: Command = (_, dispatch) => {
    if (dispatch) openLinkForm();
    return true;
  };
  return EditorState.create({
    doc: docFromMarkdown(body),
    plugins: [
      history(),
      inputRules({
        rules: [
          textblockTypeInputRule(/^(#{2,4})\s$/, nodes.heading, (match) => ({ level: match[1]!.length })),
          wrappingInputRule(/^\s*([-+*])\s$/, nodes.bullet_list),
          wrappingInputRule(/^(\d+)\.\s$/, nodes.ordered_list, (match) => ({ start: Number(match[1]) }), (match, node) => node.childCount + (node.attrs.start as number) === Number(match[1])),
          wrappingInputRule(/^\s*>\s$/, nodes.blockquote),
        ],
      }),
      tab.plugin,
      keymap({
        [shortcuts.strong]: toggleStrong,
        [shortcuts.emphasis]: toggleEmphasis,
        [shortcuts.link]: openLink,
        [shortcuts.heading2]: setHeading(2),
        [shortcuts.heading3]: setHeading(3),
        [shortcuts.heading4]: setHeading(4),
        [shortcuts.paragraph]: setParagraph,
        [shortcuts.bulletList]: toggleList(nodes.bullet_list),
        [shortcuts.orderedList]: toggleList(nodes.ordered_list),
        [shortcuts.undo]: undo,
        [shortcuts.redo]: redo,
        "Mod-y": redo,
        Enter: splitListItem(nodes.list_item),
        "Shift-Enter": chainCommands(exitCode, insertHardBreak),
        Tab: tab.tab,
        "Shift-Tab": tab.shiftTab,
      }),
      keymap(baseKeymap),
      tableEditing(),
      headingOrder,
      trailingParagraph,
    ],
  });
}
