/**
 * How far each article's translation is behind its English, from the texts being edited
 * (unsaved edits included), by the build's own fingerprints and pairing (src/validation/collections/translation.ts):
 * a field whose English changed since the translation was marked is behind, and so is a body
 * block added, removed, moved or edited in English.
 * It parses Markdown, so the studio loads it after its first screen.
 */
import { readEntryFile, type EntryFile } from "../../validation/collections/entry-file.ts";
import { entryStanding } from "../../validation/collections/translation.ts";
import { collectionOfEntry } from "../collections/declarations.ts";
import { pairsBehind } from "../../validation/translation-pairs.ts";
import { localeOfPath, pathInLocale } from "../../validation/sources.ts";
import { editedText } from "../editing/editing.ts";
import type { FileState } from "../store.ts";

export interface ArticleTranslationState {
  state: "translated" | "behind" | "missing";
  /** Body blocks added, removed, moved or edited in English (or never marked), and front matter fields behind it. */
  blocks: number;
  fields: number;
}

const readFiles = new WeakMap<FileState, EntryFile | undefined>();

/** The entry as the validator reads it, with its unsaved edits: once for each state of the file. */
export function readEdited(file: FileState): EntryFile | undefined {
  if (!readFiles.has(file)) {
    let text: string | undefined;
    try {
      text = editedText(file);
    } catch {
      text = undefined;
    }
    const collection = collectionOfEntry(file.file.path);
    readFiles.set(file, text === undefined || !collection ? undefined : readEntryFile({ path: file.file.path, text, kind: "entry" }, collection).file);
  }
  return readFiles.get(file);
}

export function translationStateOf(english: FileState, translation: FileState | undefined): ArticleTranslationState {
  if (!translation) return { state: "missing", blocks: 0, fields: 0 };
  const englishFile = readEdited(english);
  const translationFile = readEdited(translation);
  if (!englishFile || !translationFile) return { state: "behind", blocks: 0, fields: 0 };
  const standing = entryStanding(englishFile, translationFile);
  const blocks = pairsBehind(standing.blocks).length;
  const fields = standing.fields.length;
  return { state: blocks + fields === 0 ? "translated" : "behind", blocks, fields };
}

/** Each English article's translation state in `locale`, by the English path. */
export function articleTranslationStates(files: Readonly<Record<string, FileState>>, locale: string): Map<string, ArticleTranslationState> {
  const states = new Map<string, ArticleTranslationState>();
  for (const file of Object.values(files)) {
    if (file.file.kind !== "entry" || localeOfPath(file.file.path) !== undefined) continue;
    const translation = files[pathInLocale(file.file.path, locale)];
    // Listed without their text (the published studio): how far it is shows once the entry is opened and read.
    if (file.file.unread || translation?.file.unread) continue;
    states.set(file.file.path, translationStateOf(file, translation));
  }
  return states;
}

/** "translated", "3 blocks behind", "1 block and 2 fields behind", "not yet translated". */
export function translationWords(state: ArticleTranslationState): string {
  if (state.state === "missing") return "not yet translated";
  if (state.state === "translated") return "translated";
  const parts = [state.blocks > 0 ? `${state.blocks} ${state.blocks === 1 ? "block" : "blocks"}` : "", state.fields > 0 ? `${state.fields} ${state.fields === 1 ? "field" : "fields"}` : ""].filter(Boolean);
  return parts.length > 0 ? `${parts.join(" and ")} behind` : "behind";
}
