/**
 * The record of one thing wrong with the content, as the validator reports it and the studio
 * shows it. Types only, so both Node (scripts/content/) and the browser (src/studio/) name it.
 */

/** A place in a file, 1-based like editors show it. */
export interface Span {
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

/** One thing wrong with the content, located for the editor. */
export interface Problem extends Span {
  file: string;
  /** Where in the file's structure, e.g. `sections[2].items[0].link`. */
  path: string;
  message: string;
  /**
   * The same finding in the studio's words, where `message` names a file or a command for the
   * terminal: pages and sections, never a path. Absent when `message` already reads so.
   */
  editorMessage?: string;
  /** The value the editor probably meant, when there is one. */
  suggestion?: string;
  severity: "error" | "warning";
  /** A stable name for the kind of mistake, for tools and tests. */
  code: string;
  /** For a line out of line: the column (1-based) where it should start, shown under the code frame. */
  expectedColumn?: number;
}
