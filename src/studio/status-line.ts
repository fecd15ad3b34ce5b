/**
 * The toolbar's status line: the last thing the studio did, in the editor's words, followed by
 * what is still open (unsaved edits, earlier edits waiting for a choice), so a message about
 * one save never hides work that is not saved yet.
 */
import { brandOf, namesOf } from "./file-names.ts";
import type { FileState, SetAsideEdit, StudioState } from "./store.ts";

/** What the status line says. */
export interface StatusLine {
  text: string;
  /** For a developer, under "Details": the files, keys and versions behind the words. */
  details?: string;
  /** The words say everything is saved: not shown while any edit is unsaved. */
  saved?: boolean;
}

/** Sets the status line: every part of the studio reports through this one setter. */
export type SetStatus = (text: string, more?: Omit<StatusLine, "text">) => void;

/** The line as shown: the last message, then the unsaved edits and their errors, then the edits set aside. */
export function statusLineWords(status: StatusLine, state: StudioState, dirty: readonly FileState[], setAside: readonly SetAsideEdit[]): string {
  const errorsIn = (path: string) => state.problems.filter((problem) => problem.file === path && problem.severity === "error");
  const unsavedCount = dirty.length;
  const errorCount = dirty.reduce((count, file) => count + errorsIn(file.file.path).length, 0);
  // "Saved" is never said while an edit is unsaved or waits for a choice.
  const statusText = status.saved && (unsavedCount > 0 || setAside.length > 0) ? "" : status.text;
  const setAsideText =
    setAside.length > 0
      ? `${setAside.length === 1 ? "1 earlier edit" : `${setAside.length} earlier edits`} on ${namesOf(
          [...new Set(setAside.map((edit) => edit.path))],
          state.files,
          brandOf(state),
        )} ${setAside.length === 1 ? "waits" : "wait"} for your choice.`
      : "";
  const unsavedText =
    unsavedCount > 0
      ? `Unsaved edits on ${namesOf(
          dirty.map((file) => file.file.path),
          state.files,
          brandOf(state),
        )}${errorCount > 0 ? `; ${errorCount === 1 ? "1 error" : `${errorCount} errors`} to fix before saving` : ""}.`
      : "";
  return [statusText, unsavedText, setAsideText].filter(Boolean).join(" ");
}
