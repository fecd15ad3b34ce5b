/**
 * How far each article's translation is behind its English, from the texts being edited
 * (unsaved edits included), by the build's own fingerprints (src/validation/news/translation.ts):
 * a field or body block whose English changed since the translation was marked is behind.
 * It parses Markdown, so the studio loads it after its first screen.
 */
import { readEntryFile, type EntryFile } from "../../validation/news/entry-file.ts";
import { entryKeysBehind } from "../../validation/news/translation.ts";
import { localeOfPath, pathInLocale } from "../../validation/sources.ts";
import { editedText } from "../editing/editing.ts";
import type { FileState } from "../store.ts";

export interface ArticleTranslationState {
  state: "translated" | "behind" | "missing";
  /** Body blocks and front matter fields behind the English (or never marked). */
  blocks: number;
  fields: number;
  /** The keys behind, as the fingerprints name them: `title`, `body[3]`. */
  keys: string[];
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
    readFiles.set(file, text === undefined ? undefined : readEntryFile({ path: file.file.path, text, kind: "entry" }).file);
  }
  return readFiles.get(file);
}

export function translationStateOf(english: FileState, translation: FileState | undefined): ArticleTranslationState {
  if (!translation) return { state: "missing", blocks: 0, fields: 0, keys: [] };
  const englishFile = readEdited(english);
  const translationFile = readEdited(translation);
  if (!englishFile || !translationFile) return { state: "behind", blocks: 0, fields: 0, keys: [] };
  const keys = entryKeysBehind(englishFile, translationFile);
  const blocks = keys.filter((key) => key.startsWith("body[")).length;
  return { state: keys.length === 0 ? "translated" : "behind", blocks, fields: keys.length - blocks, keys };
}

/** Each English article's translation state in `locale`, by the English path. */
export function articleTranslationStates(files: Readonly<Record<string, FileState>>, locale: string): Map<string, ArticleTranslationState> {
  const states = new Map<string, ArticleTranslationState>();
  for (const file of Object.values(files)) {
    if (file.file.kind !== "entry" || localeOfPath(file.file.path) !== undefined) continue;
    states.set(file.file.path, translationStateOf(file, files[pathInLocale(file.file.path, locale)]));
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
