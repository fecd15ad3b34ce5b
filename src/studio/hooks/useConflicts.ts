/**
 * Someone else's change met the editor's unsaved edits in the same field: found by a save (the
 * store refused it) or seen on disk meanwhile (the dev server's watch). Each such file waits
 * here, its unsaved edits kept, until the editor has chosen field by field
 * (ConflictChoices.tsx); a change elsewhere in the file is taken in without asking.
 */
import { useCallback, useEffect, useState, type Dispatch, type RefObject } from "react";
import type { StudioBackend } from "../backend.ts";
import type { Change } from "../editing/changes.ts";
import { brandOf, namesOf } from "../file-names.ts";
import type { StudioFile } from "../protocol.ts";
import type { SetStatus } from "../status-line.ts";
import { currentData, type Action, type StudioState } from "../store.ts";

export interface Conflict {
  path: string;
  message: string;
  /** For a developer: the file, and who changed it, in a disclosure. */
  details: string;
  /** The file as it is now, to take in with the unsaved edits on top. */
  theirs: StudioFile;
  /** Where to read their change (github: the commit). */
  url?: string;
  author?: string;
  /** Found when saving (the save is made again once the editor has chosen), or seen on disk meanwhile. */
  atSave: boolean;
}

interface ConflictsOptions {
  backend: StudioBackend;
  dispatch: Dispatch<Action>;
  stateRef: RefObject<StudioState>;
  setStatus: SetStatus;
}

export function useConflicts({ backend, dispatch, stateRef, setStatus }: ConflictsOptions) {
  const [conflicts, setConflicts] = useState<Conflict[]>([]);
  // Counts the conflicts found at a save and resolved with edits left to save: each asks
  // useSaving.ts to make the save again, once the choices are in the state it reads.
  const [saveRequests, setSaveRequests] = useState(0);

  // A file changed on disk (say in a code editor): take it in, or say so when it has unsaved edits here.
  useEffect(() => {
    if (!backend.watch) return;
    return backend.watch((path) => {
      void backend.load().then((content) => {
        const file = content.files.find((candidate) => candidate.path === path);
        const mine = stateRef.current.files[path];
        if (!file) return;
        if (!mine) return dispatch({ type: "added", file });
        if (mine.file.version === file.version) return;
        if (mine.changes.length === 0) return dispatch({ type: "reloaded", file });
        // An article's text is compared paragraph by paragraph: its Markdown reader comes only with an article.
        const meeting = file.kind === "entry" ? import("../articles/body/entry-three-way.ts").then((module) => module.entryThreeWay) : import("../editing/field-edits.ts").then((module) => module.threeWay);
        void meeting.then((fieldsMet) => {
          const met: { merged: Change[]; choices: unknown[]; body?: unknown } = fieldsMet(mine.file.data, currentData(mine), file.data);
          const { merged, choices } = met;
          // Changed on disk elsewhere than the edited fields (or paragraphs): taken in, the edits stay on top.
          if (choices.length === 0 && !met.body) {
            dispatch({ type: "rebased", file, changes: merged });
            // An article's change may be in its text, in paragraphs the editor did not edit: not "fields".
            const where = file.kind === "entry" ? "in places you did not edit" : "in fields you did not edit";
            const name = namesOf([path], stateRef.current.files, brandOf(stateRef.current));
            // An article's name starts "the article …": the sentence starts with a capital all the same.
            return setStatus(`${name.charAt(0).toUpperCase()}${name.slice(1)} was changed on disk, ${where}: the change is taken in and your edits stay on top.`);
          }
          setConflicts((list) => [...list.filter((item) => item.path !== path), { path, theirs: file, atSave: false, ...conflictText("files", { path }, namesOf([path], stateRef.current.files, brandOf(stateRef.current))) }]);
        });
      });
    });
  }, [backend, setStatus, dispatch, stateRef]);

  // A conflict resolved: their text in, with the editor's fields and choices on top; a refused save is made again.
  const resolveConflict = useCallback(
    (conflict: Conflict, changes: Change[], keptTheirs: number) => {
      dispatch({ type: "rebased", file: conflict.theirs, changes });
      setConflicts((list) => list.filter((item) => item.path !== conflict.path));
      const name = namesOf([conflict.path], stateRef.current.files, brandOf(stateRef.current));
      if (conflict.atSave && changes.length > 0) return setSaveRequests((count) => count + 1);
      setStatus(
        changes.length === 0
          ? `Kept ${keptTheirs === 1 ? "their value" : "their values"} on ${name}: none of your edits there were left to save.`
          : `Brought in the other change to ${name}, with your edits on top. Check them, then save.`,
      );
    },
    [setStatus, dispatch, stateRef],
  );

  return { conflicts, setConflicts, resolveConflict, saveRequests };
}

/** Who changed a page the editor was saving, and when, in a sentence; the file for a developer. */
export function conflictText(kind: StudioBackend["kind"], conflict: { path: string; author?: string; date?: string; message?: string; url?: string }, name: string): { message: string; details: string } {
  const details = `File: ${conflict.path}.${conflict.url ? ` Their change: ${conflict.url}` : ""}`;
  if (kind === "files") return { message: `${name} was changed on disk since the studio opened it, in a field you edited too. Your unsaved edits are kept here.`, details };
  const who = conflict.author ?? "Someone";
  const when = conflict.date ? ` on ${new Date(conflict.date).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" })}` : "";
  const what = conflict.message ? ` (“${conflict.message.split("\n")[0]}”)` : "";
  return {
    message: `${who} changed ${name}${when}${what} after you opened it, in a field you edited too. Nothing was saved and nothing of theirs was overwritten.`,
    details,
  };
}
