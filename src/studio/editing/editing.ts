/**
 * What the studio does with a store's files, the same whichever store holds them: describe
 * a file for the forms, validate edits with the build's own validator, turn edits into new
 * texts (byte-exact, yaml-edit) and save them as one change with a message saying what
 * changed. Pure apart from the store it is handed; runs in the browser and in Node.
 */
import { parse } from "yaml";
import type { MediaLibrary } from "../../validation/media-files.ts";
import { fileKindOfPath, type SourceFile } from "../../validation/sources.ts";
import { validateSources } from "../../validation/validate.ts";
import { applyAllToData, type Change } from "./changes.ts";
import { bodyKey, editedEntryText, entryData } from "./entry-text.ts";
import { threeWay, type ThreeWay } from "./field-edits.ts";
import { schemaKeyOrder } from "./key-order.ts";
import type { StudioFile, StudioProblem } from "../protocol.ts";
import type { ContentStore, MediaToCommit, StoredFile, TheirChange } from "../store/content-store.ts";
import { applyChanges, itemLines } from "./yaml-edit.ts";

/** A file with the edits made to it since it was read. */
export interface EditedFile {
  file: StudioFile;
  changes: readonly Change[];
}

export function describeStoredFile(stored: StoredFile): StudioFile {
  const kind = fileKindOfPath(stored.path);
  if (kind === "entry") return { path: stored.path, kind, text: stored.text, version: stored.version, data: entryData(stored.text), sectionLines: [] };
  let data: unknown = null;
  try {
    data = parse(stored.text);
  } catch {
    // A file with a syntax error is listed; its problem comes from the validator.
  }
  let sectionLines: number[] = [];
  if (kind === "page") {
    try {
      sectionLines = itemLines(stored.text, ["sections"]);
    } catch {
      // No sections list to point into.
    }
  }
  return { path: stored.path, kind, text: stored.text, version: stored.version, data, sectionLines };
}

/** The file's text with its edits applied, touching only the edited lines. Throws EditError when an edit no longer fits. */
export function editedText({ file, changes }: EditedFile): string {
  if (changes.length === 0) return file.text;
  return textWithChanges(file.path, file.text, changes);
}

/** A content file's text with changes applied, by its kind: a YAML file, or an entry's front matter and body (entry-text.ts). */
export function textWithChanges(path: string, text: string, changes: readonly Change[]): string {
  const keyOrder = schemaKeyOrder(path);
  return fileKindOfPath(path) === "entry" ? editedEntryText(text, changes, keyOrder) : applyChanges(text, changes, { keyOrder });
}

/** Media addresses as the validator's library; a store that lists no sizes gives 0, so no size warning. */
export function mediaLibraryOf(media: readonly string[]): MediaLibrary {
  return new Map(media.map((address) => [address, 0]));
}

/** Every file, edits applied, through `npm run validate`'s checks, cross-file ones included. */
export function validateEdited(files: readonly StudioFile[], edited: readonly EditedFile[], media: MediaLibrary): StudioProblem[] {
  // An entry listed without its text is the build's and the branch's, as checked when it was built.
  const texts = new Map(files.filter((file) => !file.unread).map((file) => [file.path, file.text]));
  for (const edit of edited) texts.set(edit.file.path, editedText(edit));
  const sources: SourceFile[] = [...texts].map(([path, text]) => ({ path, text, kind: fileKindOfPath(path) }));
  return validateSources(sources, { media }).problems;
}

function pageName(file: StudioFile): string {
  if (file.kind === "site") return "Site settings";
  if (file.kind === "entry") {
    const headline = (file.data as { title?: unknown } | null)?.title;
    return typeof headline === "string" && headline.trim() !== "" ? `Article “${headline.trim()}”` : "Article";
  }
  const title = (file.data as { title?: unknown } | null)?.title;
  const name = typeof title === "string" ? title.split(/ [—|–-] /)[0]!.trim() : "";
  return name || file.path.replace(/^.*\//, "").replace(/\.yaml$/, "");
}

function sectionType(file: StudioFile, index: number): string {
  const sections = (file.data as { sections?: { type?: unknown }[] } | null)?.sections;
  const type = sections?.[index]?.type;
  return typeof type === "string" ? type : `section ${index + 1}`;
}

/** "hero title", "faq: new item", "sections reordered": what one change did, in an editor's words. */
function describeChange(file: StudioFile, change: Change): string {
  const path = change.path;
  const inSection = path[0] === "sections" && typeof path[1] === "number";
  const where = inSection ? sectionType(file, path[1] as number) : "";
  // An article's Markdown is its text, in the editor's words.
  const field = path.filter((segment) => typeof segment === "string" && segment !== "sections").map((segment) => (file.kind === "entry" && segment === bodyKey ? "text" : segment)).join(" ");
  if (change.op === "move") return path.length === 1 && path[0] === "sections" ? "sections reordered" : `${where} ${field} reordered`.trim();
  if (change.op === "insert") return path.length === 1 && path[0] === "sections" ? "new section" : `${where}: new ${field.replace(/s$/, "") || "item"}`;
  if (change.op === "delete") return path.length === 2 && inSection ? `${where} section removed` : `${where} ${field} removed`.trim();
  return `${where} ${field}`.trim() || "settings";
}

/** The default commit message: each file's page and what changed in it, e.g. "About Us: hero title". */
export function describeEdits(edited: readonly EditedFile[]): string {
  const parts = edited
    .filter((edit) => edit.changes.length > 0 || edit.file.isNew)
    .map((edit) => {
      const file = edit.file.isNew ? { ...edit.file, data: applyAllToData(edit.file.data, edit.changes) } : edit.file;
      const what = edit.file.isNew ? ["new"] : [...new Set(edit.changes.map((change) => describeChange(edit.file, change)))];
      return `${pageName(file)}: ${what.join(", ")}`;
    });
  return parts.join("; ") || "Content edits";
}

export type SaveOutcome =
  /** `broughtIn`: files someone else changed meanwhile elsewhere in them, whose change the save kept. */
  | { saved: true; files: StudioFile[]; head: string; commitUrl?: string; broughtIn: TheirChange[] }
  | { saved: false; conflicts: (TheirChange & { theirs: StudioFile })[]; head: string };

/**
 * Whether a change lands on the same place in `theirs` as in `base`. Items of a list are
 * addressed by position, so the whole item an edit is in (a section, an FAQ entry) must be
 * as the editor saw it, and no list on the way may have grown or shrunk; outside lists, the
 * edited value itself must be. Conservative: a change of theirs in the same section stops
 * the save, and the editor is asked.
 */
function samePlace(base: unknown, theirs: unknown, change: Change): boolean {
  let mine = base;
  let other = theirs;
  for (const segment of change.path) {
    if (typeof segment === "number") {
      if (!(Array.isArray(mine) && Array.isArray(other) && mine.length === other.length)) return false;
      return JSON.stringify(mine[segment]) === JSON.stringify(other[segment]);
    }
    mine = (mine as Record<string, unknown> | null | undefined)?.[segment];
    other = (other as Record<string, unknown> | null | undefined)?.[segment];
  }
  // A change to a whole list (insert, move) needs the list as the editor saw it.
  return JSON.stringify(mine) === JSON.stringify(other);
}

/** How the editor's values meet theirs: field by field, or for an article with its text paragraph by paragraph (entry-three-way.ts). */
type FieldsMet = (base: unknown, mine: unknown, theirs: unknown) => ThreeWay & { body?: unknown };

/** The edits put on their text, when their change touched none of the fields the editor edited; undefined when it did. */
function rebased(edit: EditedFile, theirs: StudioFile, fieldsMet: FieldsMet = threeWay): EditedFile | undefined {
  // A file they deleted or broke is never written back over.
  if (theirs.data === null || typeof theirs.data !== "object") return undefined;
  // Each change is checked where the earlier ones have put both sides, as it will be applied.
  const samePlaces = edit.changes.every((change, index) => {
    const before = edit.changes.slice(0, index);
    return samePlace(applyAllToData(edit.file.data, before), applyAllToData(theirs.data, before), change);
  });
  // Else field by field: their change may be in the same section or item, but not in a field the editor changed.
  const fields = samePlaces ? undefined : fieldsMet(edit.file.data, applyAllToData(edit.file.data, edit.changes), theirs.data);
  if (fields && (fields.choices.length > 0 || fields.body)) return undefined;
  const onTheirs = { file: theirs, changes: fields ? fields.merged : edit.changes };
  try {
    editedText(onTheirs);
    return onTheirs;
  } catch {
    return undefined;
  }
}

/**
 * Saves every edited file as one change on top of `baseHead`; a moved head is the store's to
 * check. A file someone else changed meanwhile in other places than the editor's edits gets
 * the edits put on their text and is saved without a question; one they changed in the same
 * place is a conflict, and nothing is written.
 */
export async function saveEdits(store: ContentStore, edited: readonly EditedFile[], baseHead: string, message = describeEdits(edited), media: readonly MediaToCommit[] = []): Promise<SaveOutcome> {
  // A file made in the studio (a new article) is saved as new: it must not be there yet.
  const toCommit = (edits: readonly EditedFile[]) =>
    edits.filter((edit) => edit.changes.length > 0 || edit.file.isNew).map((edit) => ({ path: edit.file.path, text: editedText(edit), baseVersion: edit.file.isNew ? null : edit.file.version }));
  const mediaToCommit = media.map(({ path, bytes }) => ({ path, bytes }));
  let outcome = await store.commit({ files: toCommit(edited), media: mediaToCommit, message, baseHead });
  let broughtIn: TheirChange[] = [];
  if (!outcome.saved) {
    const conflicts = outcome.conflicts.map((conflict) => ({ ...conflict, theirs: describeStoredFile(conflict.file) }));
    // An article's text is met paragraph by paragraph; its Markdown reader is loaded only then.
    const entryMet = conflicts.some((conflict) => conflict.theirs.kind === "entry") ? (await import("../articles/body/entry-three-way.ts")).entryThreeWay : threeWay;
    const edits = edited.map((edit) => {
      const conflict = conflicts.find((candidate) => candidate.path === edit.file.path);
      return conflict ? rebased(edit, conflict.theirs, conflict.theirs.kind === "entry" ? entryMet : threeWay) : edit;
    });
    if (edits.some((edit) => edit === undefined)) return { saved: false, head: outcome.head, conflicts };
    broughtIn = outcome.conflicts;
    outcome = await store.commit({ files: toCommit(edits as EditedFile[]), media: mediaToCommit, message, baseHead: outcome.head });
    if (!outcome.saved) return { saved: false, head: outcome.head, conflicts: outcome.conflicts.map((conflict) => ({ ...conflict, theirs: describeStoredFile(conflict.file) })) };
  }
  return { saved: true, head: outcome.head, files: outcome.files.map(describeStoredFile), broughtIn, ...(outcome.commitUrl ? { commitUrl: outcome.commitUrl } : {}) };
}
