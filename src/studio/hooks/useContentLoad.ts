/**
 * Reading the content when the studio opens (and again with a new store, as after signing in
 * again), with the unsaved edits kept in this browser put back on it; and keeping the edits in
 * the browser as they change, so a closed tab, a reload, an expired sign-in or a refused save
 * loses nothing.
 */
import { useEffect, useRef, type Dispatch, type RefObject } from "react";
import type { StudioBackend } from "../backend.ts";
import { failureText } from "../failure-text.ts";
import { namesOf } from "../file-names.ts";
import type { SetStatus } from "../status-line.ts";
import { anyStale, keepChanges, keepSetAside, keptChanges, setAsideKey, storedSetAside, type Action, type SetAsideEdit, type StudioState } from "../store.ts";
import { StoreFailure } from "../store/content-store.ts";

interface ContentLoadOptions {
  backend: StudioBackend;
  dispatch: Dispatch<Action>;
  /** The head the content was read at: the next save names it as its base. */
  headRef: RefObject<string>;
  setSetAside(edits: SetAsideEdit[]): void;
  setStatus: SetStatus;
  onSignedOut: (() => void) | undefined;
}

/**
 * Loads the content. Answers a flag set while the problems shown are those the content came
 * with (live validation has nothing to ask until something is edited: useLiveValidation.ts).
 */
export function useContentLoad({ backend, dispatch, headRef, setSetAside, setStatus, onSignedOut }: ContentLoadOptions): RefObject<boolean> {
  const { scope } = backend;
  const loadedProblemsRef = useRef(false);
  useEffect(() => {
    let current = true;
    backend
      .load()
      .then(async (content) => {
        const stored = storedSetAside(scope);
        let kept = keptChanges(scope);
        let earlier: SetAsideEdit[] = [];
        // Only edits whose file changed since (or edits set aside before) need the field-by-field reading.
        if (anyStale(kept, content.files) || !Array.isArray(stored) || stored.length > 0) {
          const { meetEarlierEdits } = await import("../editing/earlier-edits.ts");
          ({ kept, setAside: earlier } = meetEarlierEdits(kept, content.files, stored));
          keepSetAside(earlier, scope);
        }
        if (!current) return;
        loadedProblemsRef.current = true;
        headRef.current = content.head;
        dispatch({ type: "loaded", content, kept });
        setSetAside(earlier);
        document.title = `${content.brand} Studio`;
        const files = Object.fromEntries(content.files.map((file) => [file.path, { file, changes: [] }]));
        const restored = Object.keys(kept).filter((path) => files[path]);
        const restoredText = restored.length > 0 ? `Unsaved edits from earlier were restored on ${namesOf(restored, files, content.brand)}.` : "";
        // Never "all saved" beside edits that wait for a choice: the editor would take them for gone.
        if (restoredText || earlier.length > 0) {
          setStatus(restoredText, earlier.length > 0 ? { details: `Kept in this browser under "${setAsideKey(scope)}".` } : {});
        } else setStatus("All changes saved.", { saved: true });
      })
      .catch((error: Error) => {
        if (!current) return;
        if (error instanceof StoreFailure && error.kind === "signed-out") onSignedOut?.();
        setStatus(`The studio could not load the content: ${failureText(error)}`);
      });
    return () => {
      current = false;
    };
  }, [backend, scope, onSignedOut, setStatus, dispatch, headRef, setSetAside]);
  return loadedProblemsRef;
}

/** Unsaved edits, and earlier edits set aside, survive a closed tab, a reload, an expired sign-in or a refused save. */
export function useEditsKeptInBrowser(state: StudioState, setAside: readonly SetAsideEdit[], scope: string): void {
  useEffect(() => {
    if (state.content) keepChanges(state.files, scope);
  }, [state.files, state.content, scope]);
  useEffect(() => {
    if (state.content) keepSetAside(setAside, scope);
  }, [setAside, state.content, scope]);
}
