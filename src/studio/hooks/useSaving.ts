/**
 * Saving every unsaved edit, and the media added for it, as one change (github: one commit):
 * validated once more first, refused while an error stands, never sent twice at once, with
 * the editor's save message or one said for them. A save the store refuses for someone else's
 * change hands the files to useConflicts.ts; it is made again once the editor has chosen.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type Dispatch, type RefObject } from "react";
import type { StudioBackend } from "../backend.ts";
import { failureText } from "../failure-text.ts";
import { brandOf, namesOf } from "../file-names.ts";
import { httpsOnly } from "../https-link.ts";
import { listed } from "../page-names.ts";
import type { StudioProblem } from "../protocol.ts";
import type { SetStatus } from "../status-line.ts";
import { hasUnsaved, type Action, type FileState, type StudioState } from "../store.ts";
import { StoreFailure } from "../store/content-store.ts";
import { conflictText, type Conflict } from "./useConflicts.ts";
import type { PendingUpload } from "./usePendingMedia.ts";

interface SavingOptions {
  backend: StudioBackend;
  dispatch: Dispatch<Action>;
  stateRef: RefObject<StudioState>;
  /** The head the studio's files were read at: a save names it as its base and moves it on. */
  headRef: RefObject<string>;
  setStatus: SetStatus;
  setConflicts(conflicts: Conflict[]): void;
  /** From usePendingMedia.ts: the files waiting for this save, and every address a field may name. */
  pendingRef: RefObject<PendingUpload[]>;
  mediaRef: RefObject<string[]>;
  mediaSaved(media: readonly PendingUpload[]): void;
  /** From useConflicts.ts: goes up each time a save refused for a conflict is to be made again. */
  saveRequests: number;
  onSignedOut: (() => void) | undefined;
  onSaved: ((head: string) => void) | undefined;
}

export function useSaving({ backend, dispatch, stateRef, headRef, setStatus, setConflicts, pendingRef, mediaRef, mediaSaved, saveRequests, onSignedOut, onSaved }: SavingOptions) {
  /** The commit message the editor typed; empty, one is said for them (github only). */
  const [message, setMessage] = useState("");
  const messageRef = useRef(message);
  useLayoutEffect(() => {
    messageRef.current = message;
  }, [message]);

  const saving = useRef(false);
  const [busy, setBusy] = useState(false);
  const saveAll = useCallback(async () => {
    // A second click or Ctrl+S while a save is on its way would send the same edits on the same base.
    if (saving.current) return;
    const { files } = stateRef.current;
    const unsaved = Object.values(files).filter(hasUnsaved);
    const brand = brandOf(stateRef.current);
    const names = (paths: readonly string[]) => namesOf(paths, files, brand);
    if (unsaved.length === 0) return setStatus("Nothing to save: there are no unsaved edits.");
    saving.current = true;
    // The findings shown lag the last keystroke by a validation: a save right after typing is
    // judged on the edits as they are now, never refused for an error already fixed.
    let problems: StudioProblem[];
    try {
      problems = await backend.validate(Object.values(files).map((file) => file.file), unsaved, mediaRef.current);
      dispatch({ type: "problems", problems });
    } catch {
      problems = stateRef.current.problems;
    }
    const blocked = unsaved.filter((file) => problems.some((problem) => problem.file === file.file.path && problem.severity === "error"));
    if (blocked.length > 0) {
      saving.current = false;
      const count = problems.filter((problem) => blocked.some((file) => file.file.path === problem.file) && problem.severity === "error").length;
      return setStatus(`Not saved: ${count === 1 ? "1 error needs" : `${count} errors need`} fixing first on ${names(blocked.map((file) => file.file.path))}. Each is marked beside its field.`);
    }
    setBusy(true);
    dispatch({ type: "saving" });
    setStatus(`Saving ${names(unsaved.map((file) => file.file.path))}…`);
    const sent = new Map(unsaved.map((file) => [file.file.path, file.changes.length]));
    try {
      const media = pendingRef.current;
      const outcome = await backend.save(unsaved, headRef.current, messageRef.current.trim() || (await defaultMessage(unsaved)), media);
      headRef.current = outcome.head;
      if (!outcome.saved) {
        setConflicts(
          outcome.conflicts.map((conflict) => {
            const url = httpsOnly(conflict.url);
            return {
              path: conflict.path,
              theirs: conflict.theirs,
              atSave: true,
              ...conflictText(backend.kind, conflict, names([conflict.path])),
              ...(url ? { url } : {}),
              ...(conflict.author ? { author: conflict.author } : {}),
            };
          }),
        );
        setStatus(`Not saved: ${names(outcome.conflicts.map((conflict) => conflict.path))} changed since you opened ${outcome.conflicts.length === 1 ? "it" : "them"}, in fields you edited too. Your edits are kept: choose below what to keep.`);
        return;
      }
      for (const file of outcome.files) dispatch({ type: "saved", file, sent: sent.get(file.path) ?? 0 });
      if (media.length > 0) mediaSaved(media);
      setConflicts([]);
      setMessage("");
      onSaved?.(outcome.head);
      const savedNames = [names(outcome.files.map((file) => file.path)), ...media.map((medium) => medium.address)];
      const kept = outcome.broughtIn.map((change) => `${change.author ?? "someone else"}'s change to ${names([change.path])}${change.message ? ` (“${change.message.split("\n")[0]}”)` : ""}`);
      setStatus(`Saved ${listed(savedNames.filter(Boolean))}${backend.kind === "github" ? " as one commit" : ""}.${kept.length > 0 ? ` Kept ${kept.join(" and ")}, made meanwhile elsewhere on the page.` : ""}`, {
        saved: true,
        details: `Files: ${[...outcome.files.map((file) => file.path), ...media.map((medium) => medium.path)].join(", ")}. Head: ${outcome.head}.`,
      });
    } catch (error) {
      if (error instanceof StoreFailure && error.kind === "signed-out") onSignedOut?.();
      setStatus(`Not saved: ${failureText(error)} Your edits are kept.`);
    } finally {
      saving.current = false;
      setBusy(false);
    }
  }, [backend, onSignedOut, onSaved, setStatus, dispatch, stateRef, headRef, setConflicts, pendingRef, mediaRef, mediaSaved]);

  const savedAgain = useRef(0);
  useEffect(() => {
    // Once per resolution, after the render that put the choices into the state the save reads.
    if (saveRequests === savedAgain.current) return;
    savedAgain.current = saveRequests;
    void saveAll();
  }, [saveRequests, saveAll]);

  return { saveAll, busy, message, setMessage };
}

/** The commit message said for the editor when they leave it empty, e.g. "About Us: hero title". */
async function defaultMessage(edited: readonly FileState[]): Promise<string> {
  const { describeEdits } = await import("../editing/editing.ts");
  return describeEdits(edited);
}
