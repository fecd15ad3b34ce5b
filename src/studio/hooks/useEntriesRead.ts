/**
 * An entry listed without its text (the published studio lists entries from the build's index:
 * hosted/entry-index.ts) is read when the editor opens it, with its other languages' files, which
 * its translation aid and its list's translation state read beside it.
 */
import { useEffect, useRef, type Dispatch } from "react";
import { pathInLocale } from "../../validation/sources.ts";
import type { StudioBackend } from "../backend.ts";
import { failureText } from "../failure-text.ts";
import type { SetStatus } from "../status-line.ts";
import type { Action, StudioState } from "../store.ts";
import { StoreFailure } from "../store/content-store.ts";

export function useEntriesRead(backend: StudioBackend, state: StudioState, dispatch: Dispatch<Action>, setStatus: SetStatus, onSignedOut: (() => void) | undefined): void {
  const reading = useRef(new Set<string>());
  const selected = state.selectedPath ? state.files[state.selectedPath] : undefined;
  const unread = selected?.file.unread === true;
  const path = selected?.file.path;
  const files = state.files;
  useEffect(() => {
    if (!unread || !path || !backend.readEntries || reading.current.has(path)) return;
    const english = pathInLocale(path, undefined);
    const family = Object.values(files)
      .filter((file) => file.file.unread && pathInLocale(file.file.path, undefined) === english && !reading.current.has(file.file.path))
      .map((file) => file.file);
    for (const file of family) reading.current.add(file.path);
    backend
      .readEntries(family)
      .then((read) => dispatch({ type: "read", files: read }))
      .catch((error: Error) => {
        if (error instanceof StoreFailure && error.kind === "signed-out") onSignedOut?.();
        setStatus(`The studio could not read this entry: ${failureText(error)}`);
      })
      .finally(() => {
        for (const file of family) reading.current.delete(file.path);
      });
    // The family is looked up when the entry is opened; later changes to other files do not read it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unread, path, backend, dispatch, setStatus, onSignedOut]);
}
