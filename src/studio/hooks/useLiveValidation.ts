/**
 * Validation in memory as the editor types, with the build's own validator (through the
 * backend): a short pause after the last keystroke, and an answer that arrives after the
 * next edit is dropped rather than shown over it.
 */
import { useEffect, type Dispatch, type RefObject } from "react";
import type { StudioBackend } from "../backend.ts";
import type { Action, FileState, StudioState } from "../store.ts";

const validateDelay = 200;

interface LiveValidationOptions {
  backend: StudioBackend;
  state: StudioState;
  /** The files with unsaved edits. */
  dirty: FileState[];
  /** Every media address a field may name, the ones added for the next save included. */
  mediaList: string[];
  dispatch: Dispatch<Action>;
  /** Set by useContentLoad.ts while the problems shown are those the content was loaded with. */
  loadedProblemsRef: RefObject<boolean>;
}

export function useLiveValidation({ backend, state, dirty, mediaList, dispatch, loadedProblemsRef }: LiveValidationOptions): void {
  useEffect(() => {
    if (!state.content) return;
    // The content came with its problems: nothing to ask until something is edited.
    if (loadedProblemsRef.current) {
      loadedProblemsRef.current = false;
      if (dirty.length === 0) return;
    }
    let current = true;
    const files = Object.values(state.files).map((file) => file.file);
    const media = mediaList;
    const timer = setTimeout(() => {
      backend
        .validate(files, dirty, media)
        .then((problems) => current && dispatch({ type: "problems", problems }))
        .catch(() => undefined);
    }, validateDelay);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // The files' texts change only with a load, a save or a reload, each of which changes `dirty` too.
    // `dispatch` and the ref never change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dirty, state.content, backend, mediaList]);
}
