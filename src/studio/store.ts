/**
 * The studio's state: each file as last read from disk plus the changes made
 * since, one history for undo and redo, and the unsaved changes mirrored to
 * localStorage so a closed tab or a refused save loses nothing.
 */
import { homeRoute } from "../content/route-roles.ts";
import { localeOfPath } from "../validation/sources.ts";
import { applyAllToData, withChange, type Change, type Path } from "./editing/changes.ts";
import type { StudioContent, StudioFile, StudioProblem } from "./protocol.ts";

export interface FileState {
  file: StudioFile;
  changes: Change[];
}

interface HistoryEntry {
  path: string;
  /** The file's changes before the step. */
  changes: Change[];
}

export interface StudioState {
  content?: StudioContent;
  files: Record<string, FileState>;
  selectedPath?: string;
  selectedSection?: number;
  undo: HistoryEntry[];
  redo: HistoryEntry[];
  /** The field being typed into: further keystrokes there join the same undo step. */
  typing?: string;
  problems: StudioProblem[];
}

export type Action =
  | { type: "loaded"; content: StudioContent; kept: Record<string, KeptEdits> }
  | { type: "select-file"; path: string }
  | { type: "select-section"; index: number | undefined }
  | { type: "change"; change: Change; typing?: boolean }
  | { type: "undo" }
  | { type: "redo" }
  | { type: "saving" }
  | { type: "saved"; file: StudioFile; sent: number }
  | { type: "reloaded"; file: StudioFile }
  /** Their text taken in, with the editor's edits worked out afresh on top of it (field by field). */
  | { type: "rebased"; file: StudioFile; changes: Change[] }
  | { type: "added"; file: StudioFile }
  /** Entries listed without their text, read whole now that the editor opens one (hooks/useEntriesRead.ts). */
  | { type: "read"; files: StudioFile[] }
  /** A new article kept in this browser before it was saved, put back with its edits; the selection stays. */
  | { type: "restored"; file: StudioFile; changes: Change[] }
  /** Files deleted (an article, with its translation when the editor said so): gone from the list, their undo steps with them. */
  | { type: "removed"; paths: string[] }
  | { type: "problems"; problems: StudioProblem[] };

export const initialState: StudioState = { files: {}, undo: [], redo: [], problems: [] };

function pathKey(path: Path): string {
  return JSON.stringify(path);
}

export function reducer(state: StudioState, action: Action): StudioState {
  switch (action.type) {
    case "loaded": {
      const files: Record<string, FileState> = {};
      for (const file of action.content.files) {
        // Edits kept from an earlier session apply only to the text they were made on: sections
        // are addressed by position, so on a changed file they would land on the wrong ones.
        const kept = action.kept[file.path];
        files[file.path] = { file, changes: kept && kept.version === file.version ? kept.changes : [] };
      }
      // A translation of Home shares its route: the first page is the default language's Home.
      const firstPage = action.content.files.find((file) => file.kind === "page" && !localeOfPath(file.path) && (file.data as { route?: string } | null)?.route === homeRoute);
      return { ...state, content: action.content, files, problems: action.content.problems, selectedPath: state.selectedPath ?? firstPage?.path ?? action.content.files[0]?.path };
    }
    case "select-file":
      return { ...state, selectedPath: action.path, selectedSection: undefined, typing: undefined };
    case "select-section":
      return { ...state, selectedSection: action.index, typing: undefined };
    case "change": {
      const path = state.selectedPath;
      const current = path ? state.files[path] : undefined;
      if (!path || !current) return state;
      const key = action.change.op === "set" && action.typing ? `${path}:${pathKey(action.change.path)}` : undefined;
      const joinsStep = key !== undefined && key === state.typing;
      const changes = joinsStep ? withChange(current.changes, action.change) : [...current.changes, action.change];
      return {
        ...state,
        files: { ...state.files, [path]: { ...current, changes } },
        undo: joinsStep ? state.undo : [...state.undo, { path, changes: current.changes }],
        redo: [],
        typing: key,
      };
    }
    case "undo":
    case "redo": {
      const from = action.type === "undo" ? state.undo : state.redo;
      const entry = from[from.length - 1];
      const current = entry && state.files[entry.path];
      if (!entry || !current) return state;
      const back = { path: entry.path, changes: current.changes };
      return {
        ...state,
        files: { ...state.files, [entry.path]: { ...current, changes: entry.changes } },
        undo: action.type === "undo" ? state.undo.slice(0, -1) : [...state.undo, back],
        redo: action.type === "undo" ? [...state.redo, back] : state.redo.slice(0, -1),
        selectedPath: entry.path,
        typing: undefined,
      };
    }
    case "saving":
      // Keystrokes from here on start a new step, so they are never folded into one being sent.
      return { ...state, typing: undefined };
    case "saved": {
      // Steps made before the save no longer apply to the saved text. Edits made while the
      // save was on its way were not in it: they stay, on top of the saved text.
      const keep = (entry: HistoryEntry) => entry.path !== action.file.path;
      const later = state.files[action.file.path]?.changes.slice(action.sent) ?? [];
      return { ...state, files: { ...state.files, [action.file.path]: { file: action.file, changes: later } }, undo: state.undo.filter(keep), redo: state.redo.filter(keep) };
    }
    case "reloaded": {
      // The file changed on disk: take the new text and keep the unsaved changes on top of it.
      const current = state.files[action.file.path];
      const keep = (entry: HistoryEntry) => entry.path !== action.file.path;
      return { ...state, files: { ...state.files, [action.file.path]: { file: action.file, changes: current?.changes ?? [] } }, undo: state.undo.filter(keep), redo: state.redo.filter(keep) };
    }
    case "rebased": {
      const keep = (entry: HistoryEntry) => entry.path !== action.file.path;
      return { ...state, files: { ...state.files, [action.file.path]: { file: action.file, changes: action.changes } }, undo: state.undo.filter(keep), redo: state.redo.filter(keep), typing: undefined };
    }
    case "added":
      return { ...state, files: { ...state.files, [action.file.path]: { file: action.file, changes: [] } }, selectedPath: action.file.path, selectedSection: undefined };
    case "read": {
      const files = { ...state.files };
      // Only a file still listed without its text: one saved or deleted meanwhile is newer.
      for (const file of action.files) if (files[file.path]?.file.unread) files[file.path] = { file, changes: [] };
      return { ...state, files };
    }
    case "restored":
      return state.files[action.file.path] ? state : { ...state, files: { ...state.files, [action.file.path]: { file: action.file, changes: action.changes } } };
    case "removed": {
      const gone = new Set(action.paths);
      const files = Object.fromEntries(Object.entries(state.files).filter(([path]) => !gone.has(path)));
      const keep = (entry: HistoryEntry) => !gone.has(entry.path);
      const selectedPath = state.selectedPath !== undefined && gone.has(state.selectedPath) ? undefined : state.selectedPath;
      return { ...state, files, undo: state.undo.filter(keep), redo: state.redo.filter(keep), selectedPath, selectedSection: selectedPath ? state.selectedSection : undefined, typing: undefined };
    }
    case "problems":
      // The same findings again (as after most keystrokes) leave the state, and so the form, as it was.
      return JSON.stringify(action.problems) === JSON.stringify(state.problems) ? state : { ...state, problems: action.problems };
  }
}

/** Whether a file has something to save: edits, or the file itself when it was made in the studio. */
export function hasUnsaved(file: FileState): boolean {
  return file.changes.length > 0 || file.file.isNew === true;
}

const dataOf = new WeakMap<FileState, unknown>();

/**
 * A file's value with its unsaved changes applied: worked out once for each state of the
 * file (a FileState is never changed, only replaced), however often a render asks. Read only.
 */
export function currentData(file: FileState): unknown {
  if (!dataOf.has(file)) dataOf.set(file, applyAllToData(file.file.data, file.changes));
  return dataOf.get(file);
}

/** Unsaved edits to one file, with the version of the text they were made on. */
export interface KeptEdits {
  version: string;
  changes: Change[];
  /**
   * The file's value at that version, so that once the file has changed the edits can be told
   * apart field by field (field-edits.ts). Absent in edits kept before it was recorded.
   */
  base?: unknown;
}

/**
 * An earlier edit to one field that met a change of the same field on the site: kept, never
 * applied and never dropped, until the editor uses it or keeps the site's value.
 * Values left out mean the field was empty (`mine` absent: the editor removed it).
 */
export interface SetAsideEdit {
  /** The file (a key underneath; the editor reads the page's name). */
  path: string;
  /** Where the field is in the file as it now is (as it was, when `placed` is false). */
  field: Path;
  mine?: unknown;
  before?: unknown;
  /** Whether `before` is known: edits kept before the base was recorded do not know it. */
  beforeKnown: boolean;
  /** False when the file no longer has the field's place (its section or item is gone). */
  placed: boolean;
}

/**
 * Where a place's unsaved edits are kept in the browser. The files store has one project folder;
 * each repository, base branch and signed-in editor on GitHub has its own scope, so edits made to
 * one repository or by one editor never land on another's files. Within a scope, edits are
 * kept per file with the version (git blob SHA, or digest on disk) they were made on.
 */
export function unsavedKey(scope = ""): string {
  return scope === "" ? "studio:unsaved" : `studio:unsaved:${scope}`;
}

/** Edits made on a version of a file that has changed since: never applied, never thrown away. */
export function setAsideKey(scope = ""): string {
  return scope === "" ? "studio:set-aside" : `studio:set-aside:${scope}`;
}

function readJson(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? "null") as unknown;
  } catch {
    return null;
  }
}

export function keptChanges(scope = ""): Record<string, KeptEdits> {
  const stored = readJson(unsavedKey(scope));
  return typeof stored === "object" && stored && !Array.isArray(stored) ? (stored as Record<string, KeptEdits>) : {};
}

/** Whether any kept edit was made on a version of its file other than the one loaded now. */
export function anyStale(kept: Record<string, KeptEdits>, files: readonly StudioFile[]): boolean {
  return Object.entries(kept).some(([path, edits]) => files.find((file) => file.path === path)?.version !== edits?.version);
}

/**
 * What is set aside, as stored: a list of field edits; or, as an earlier studio stored it, whole
 * edit lists per file (read by earlier-edits.ts and turned into fields against the file as it is).
 */
export function storedSetAside(scope = ""): SetAsideEdit[] | Record<string, KeptEdits[]> {
  const stored = readJson(setAsideKey(scope));
  if (Array.isArray(stored)) return stored as SetAsideEdit[];
  return typeof stored === "object" && stored ? (stored as Record<string, KeptEdits[]>) : [];
}

export function keepSetAside(edits: readonly SetAsideEdit[], scope = ""): void {
  try {
    if (edits.length === 0) localStorage.removeItem(setAsideKey(scope));
    else localStorage.setItem(setAsideKey(scope), JSON.stringify(edits));
  } catch {
    // Storage full or blocked: the offers still live in this tab.
  }
}

export function keepChanges(files: Record<string, FileState>, scope = ""): void {
  const unsaved = Object.fromEntries(
    Object.values(files)
      // An article made in the studio and not saved yet has no version to put its edits back on: it is not kept.
      .filter((file) => file.changes.length > 0 && !file.file.isNew)
      .map((file) => [file.file.path, { version: file.file.version, changes: file.changes, base: file.file.data } satisfies KeptEdits]),
  );
  try {
    if (Object.keys(unsaved).length === 0) localStorage.removeItem(unsavedKey(scope));
    else localStorage.setItem(unsavedKey(scope), JSON.stringify(unsaved));
  } catch {
    // Storage full or blocked: the edits still live in this tab.
  }
}
