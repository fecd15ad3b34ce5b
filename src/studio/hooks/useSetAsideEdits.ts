/**
 * Earlier edits that met a change of the same field on the site (earlier-edits.ts): held, and
 * kept in the browser, until the editor chooses for each whether theirs comes back as an unsaved
 * edit or the site's value stays. KeptEdits.tsx draws the choices.
 */
import { useCallback, useState, type Dispatch } from "react";
import type { Change } from "../editing/changes.ts";
import type { SetStatus } from "../status-line.ts";
import type { Action, SetAsideEdit } from "../store.ts";

export function useSetAsideEdits(dispatch: Dispatch<Action>, setStatus: SetStatus) {
  const [setAside, setSetAside] = useState<SetAsideEdit[]>([]);
  /** The editor's value back, as an unsaved edit on its page and section, which are opened to show it. */
  const restoreEarlierEdit = useCallback(
    (edit: SetAsideEdit, mine: Change, label: string) => {
      dispatch({ type: "select-file", path: edit.path });
      if (edit.field[0] === "sections" && typeof edit.field[1] === "number") dispatch({ type: "select-section", index: edit.field[1] });
      dispatch({ type: "change", change: mine });
      setSetAside((list) => list.filter((item) => item !== edit));
      setStatus(`Your edit to ${label} is back, as an unsaved edit: save to keep it.`);
    },
    [dispatch, setStatus],
  );
  const dropEarlierEdit = useCallback(
    (edit: SetAsideEdit, label: string) => {
      setSetAside((list) => list.filter((item) => item !== edit));
      setStatus(`Kept the site's ${label}; your earlier edit of it is let go.`);
    },
    [setStatus],
  );
  return { setAside, setSetAside, restoreEarlierEdit, dropEarlierEdit };
}
