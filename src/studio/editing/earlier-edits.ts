/**
 * Unsaved edits from an earlier visit, met with the files as they are now. Edits on a file
 * that has not changed come back as they were. On a file that has changed, each edited field
 * is put on the new text when nobody else touched it, and set aside, to be offered back to
 * the editor, when the site's value of it changed too. Nothing is dropped on the way.
 */
import { applyAllToData } from "./changes.ts";
import { fieldEdits, threeWay } from "./field-edits.ts";
import type { StudioFile } from "../protocol.ts";
import type { KeptEdits, SetAsideEdit } from "../store.ts";

export interface EarlierEdits {
  /** Edits to load as unsaved, each on the version of its file loaded now. */
  kept: Record<string, KeptEdits>;
  /** Fields offered back: those set aside before and those set aside now. */
  setAside: SetAsideEdit[];
}

/** Edits kept without the value they were made on (as an earlier studio kept them): each field is offered, its value before unknown. */
function withoutBase(path: string, edits: KeptEdits, file: StudioFile | undefined): SetAsideEdit[] {
  const now = file?.data ?? {};
  return fieldEdits(now, applyAllToData(now, edits.changes)).map((edit) => ({
    path,
    field: edit.path,
    ...(edit.after !== undefined ? { mine: edit.after } : {}),
    beforeKnown: false,
    placed: file !== undefined,
  }));
}

function setAsideFrom(path: string, edits: KeptEdits, file: StudioFile | undefined): { merged: KeptEdits | undefined; setAside: SetAsideEdit[] } {
  if (edits.base === undefined || !file) return { merged: undefined, setAside: withoutBase(path, edits, file) };
  const { merged, choices } = threeWay(edits.base, applyAllToData(edits.base, edits.changes), file.data);
  return {
    merged: merged.length > 0 ? { version: file.version, changes: merged, base: file.data } : undefined,
    setAside: choices.map((choice) => ({
      path,
      field: choice.path,
      ...(choice.mine !== undefined ? { mine: choice.mine } : {}),
      ...(choice.before !== undefined ? { before: choice.before } : {}),
      beforeKnown: true,
      placed: choice.placed,
    })),
  };
}

export function meetEarlierEdits(kept: Record<string, KeptEdits>, files: readonly StudioFile[], stored: SetAsideEdit[] | Record<string, KeptEdits[]>): EarlierEdits {
  const fileAt = (path: string) => files.find((file) => file.path === path);
  const result: EarlierEdits = { kept: {}, setAside: [] };
  if (Array.isArray(stored)) result.setAside.push(...stored);
  else for (const [path, lists] of Object.entries(stored)) for (const edits of lists ?? []) result.setAside.push(...setAsideFrom(path, edits, fileAt(path)).setAside);
  for (const [path, edits] of Object.entries(kept)) {
    const file = fileAt(path);
    if (file && file.version === edits.version) {
      result.kept[path] = edits;
      continue;
    }
    const { merged, setAside } = setAsideFrom(path, edits, file);
    if (merged) result.kept[path] = merged;
    result.setAside.push(...setAside);
  }
  return result;
}
