import type { EditorState } from "prosemirror-state";
import { isInTable } from "prosemirror-tables";
import { redo, undo } from "prosemirror-history";
import * as styles from "./styles.ts";
import { alignColumn, blockAtCursor, columnAlignment, holdsMoreThanWords, insertTable, isInBulletList, isInOrderedList, isInQuote, isMarkActive, linkAtSelection, setHeading, setParagraph, tableCommands, toggleEmphasis, toggleList, toggleQuote, toggleStrong } from "./commands.ts";
import { shortcuts } from "./editor-state.ts";
import { bodySchema } from "./schema.ts";
import type { Command } from "prosemirror-state";

const isMac = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);

/** A ProseMirror key name as a person reads it ("Ctrl+Alt+2") and as aria-keyshortcuts writes it ("Control+Alt+2"). */
export function keyNames(key: string): { shown: string; aria: string } {
  const parts = key.split("-").map((part) => (part.length === 1 ? part.toUpperCase() : part));
  const shown = parts.map((part) => (part === "Mod" ? (isMac ? "⌘" : "Ctrl") : part === "Alt" && isMac ? "⌥" : part)).join(isMac ? "" : "+");
  const aria = parts.map((part) => (part === "Mod" ? (isMac ? "Meta" : "Control") : part)).join("+");
  return { shown, aria };
}

interface Tool {
  label: string;
  /** What shows on the button: a short sign when the label is long. */
  face: string;
  key?: string;
  command: Command;
  pressed?: boolean;
  /** Why the tool does nothing here, said when it is pressed anyway. */
  unavailable?: string;
}

interface ToolbarProps {
  state: EditorState;
  run(command: Command): void;
  onLink(): void;
  onImage(): void;
  /** Says, in the editor's live region, why a tool did nothing. */
  say(words: string): void;
}

function ToolButton({ tool, run, say }: { tool: Tool; run(command: Command): void; say(words: string): void }) {
  const keys = tool.key ? keyNames(tool.key) : undefined;
  return (
    <button
      type="button"
      css={styles.toolButton}
      aria-label={tool.label}
      title={keys ? `${tool.label} (${keys.shown})` : tool.label}
      aria-keyshortcuts={keys?.aria}
      aria-pressed={tool.pressed}
      aria-disabled={tool.unavailable ? true : undefined}
      // The editor keeps its selection while a button is pressed with the mouse.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => (tool.unavailable ? say(tool.unavailable) : run(tool.command))}
    >
      {tool.face}
    </button>
  );
}

export function Toolbar({ state, run, onLink, onImage, say }: ToolbarProps) {
  const { nodes, marks } = bodySchema;
  const block = blockAtCursor(state);
  const inTable = isInTable(state);
  const can = (command: Command) => command(state);
  const heading = (level: 2 | 3 | 4): Tool => ({
    label: `Heading level ${level}`,
    face: `H${level}`,
    key: shortcuts[`heading${level}`],
    command: setHeading(level),
    pressed: block.type === nodes.heading && block.attrs.level === level,
    ...(can(setHeading(level)) || (block.type === nodes.heading && block.attrs.level === level) ? {} : { unavailable: inTable ? "Headings can't go in a table cell." : holdsMoreThanWords(state) ? "A heading holds words only: this paragraph has an image or a line break. Move them out first." : `A level ${level} heading can't come here: headings go down one level at a time, so the one before it decides. Choose a higher level.` }),
  });
  const groups: { label: string; tools: Tool[] }[] = [
    {
      label: "Text",
      tools: [
        { label: "Strong", face: "B", key: shortcuts.strong, command: toggleStrong, pressed: isMarkActive(state, marks.strong) },
        { label: "Emphasis", face: "I", key: shortcuts.emphasis, command: toggleEmphasis, pressed: isMarkActive(state, marks.em) },
        { label: linkAtSelection(state) ? "Edit link" : "Link", face: "Link", key: shortcuts.link, command: (_, dispatch) => (dispatch && onLink(), true), pressed: Boolean(linkAtSelection(state)) },
      ],
    },
    {
      label: "Blocks",
      tools: [
        { label: "Paragraph", face: "¶", key: shortcuts.paragraph, command: setParagraph, pressed: block.type === nodes.paragraph && !isInBulletList(state) && !isInOrderedList(state) && !isInQuote(state) },
        heading(2),
        heading(3),
        heading(4),
        { label: "Bulleted list", face: "• List", key: shortcuts.bulletList, command: toggleList(nodes.bullet_list), pressed: isInBulletList(state) },
        { label: "Numbered list", face: "1. List", key: shortcuts.orderedList, command: toggleList(nodes.ordered_list), pressed: isInOrderedList(state) },
        { label: "Quotation", face: "“ ”", command: toggleQuote, pressed: isInQuote(state) },
      ],
    },
    {
      label: "Insert",
      tools: [
        { label: "Image", face: "Image", command: (_, dispatch) => (dispatch && onImage(), true), ...(inTable ? { unavailable: "Images can't go in a table cell: put the cursor in a paragraph." } : {}) },
        inTable ? { label: "Add row", face: "+ Row", command: tableCommands.addRowAfter } : { label: "Insert table", face: "Table", command: insertTable(3, 2) },
        ...(inTable
          ? [
              { label: "Remove row", face: "− Row", command: tableCommands.deleteRow },
              { label: "Add column", face: "+ Column", command: tableCommands.addColumnAfter },
              { label: "Remove column", face: "− Column", command: tableCommands.deleteColumn },
              ...(["left", "center", "right"] as const).map((align) => ({
                label: `Align column ${align === "center" ? "centre" : align}`,
                face: align === "left" ? "⇤" : align === "center" ? "↔" : "⇥",
                command: alignColumn(columnAlignment(state) === align ? null : align),
                pressed: columnAlignment(state) === align,
              })),
            ]
          : []),
      ],
    },
    {
      label: "History",
      tools: [
        { label: "Undo", face: "Undo", key: shortcuts.undo, command: undo, ...(can(undo) ? {} : { unavailable: "Nothing to undo." }) },
        { label: "Redo", face: "Redo", key: shortcuts.redo, command: redo, ...(can(redo) ? {} : { unavailable: "Nothing to redo." }) },
      ],
    },
  ];
  return (
    <div css={styles.toolbar} aria-label="Formatting" role="group">
      {groups.map((group) => (
        <div key={group.label} role="group" aria-label={group.label}>
          {group.tools.map((tool) => (
            <ToolButton key={tool.label} tool={tool} run={run} say={say} />
          ))}
        </div>
      ))}
    </div>
  );
}
