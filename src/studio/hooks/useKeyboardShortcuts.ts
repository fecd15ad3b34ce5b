/** The studio's keys, anywhere on its page: Ctrl+Z / Ctrl+Shift+Z or Ctrl+Y (and Cmd on a Mac) undo and redo every edit; Ctrl+S saves. */
import { useEffect, type Dispatch } from "react";
import type { Action } from "../store.ts";

/** `readOnly`: Ctrl+S is still kept from the browser (which would save the page as a file), but saves nothing. */
export function useKeyboardShortcuts(dispatch: Dispatch<Action>, saveAll: () => Promise<void>, readOnly: boolean): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      if (key === "z") {
        event.preventDefault();
        dispatch({ type: event.shiftKey ? "redo" : "undo" });
      } else if (key === "y") {
        event.preventDefault();
        dispatch({ type: "redo" });
      } else if (key === "s") {
        event.preventDefault();
        if (!readOnly) void saveAll();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [saveAll, readOnly, dispatch]);
}
