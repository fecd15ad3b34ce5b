/**
 * The News list of the content navigation: each article by its title, newest first, with
 * its kind, its date and its state in words, filtered by state and kind and searched by
 * title. Pure, and YAML-free: it reads the values the studio already holds.
 */
import type { EntryState } from "../../content/news/views.ts";
import { localeOfPath, pathInLocale } from "../../validation/sources.ts";
import { currentData, type FileState } from "../store.ts";
import { entryStateWords, typeWords } from "./entry-words.ts";

export interface ArticleRow {
  path: string;
  title: string;
  /** The schema's value (`press-release`) and its words ("Press release"). */
  type: string;
  typeWords: string;
  /** The ISO date as written, for sorting. */
  date: string;
  state: EntryState | undefined;
  stateWords: string;
  unsaved: boolean;
  /** Made in the studio and not saved yet: it cannot be translated until it is. */
  isNew: boolean;
  /** Its translations there are, by language: their paths. */
  translations: Record<string, string>;
}

export interface ArticleFilter {
  state: EntryState | "";
  type: string;
  search: string;
}

export const noFilter: ArticleFilter = { state: "", type: "", search: "" };

interface EntryValue {
  title?: unknown;
  type?: unknown;
  date?: unknown;
  draft?: unknown;
}

/** The title an article is known by: its headline, or "Untitled article" while it has none. */
export function articleTitle(data: unknown): string {
  const title = (data as EntryValue | null)?.title;
  return typeof title === "string" && title.trim() !== "" ? title.trim() : "Untitled article";
}

/** One row per English article (and per translation without an English one), newest first. */
export function articleRows(files: readonly FileState[], now: Date, locales: readonly string[] = []): ArticleRow[] {
  const paths = new Set(files.map((file) => file.file.path));
  const rows = files
    .filter((file) => file.file.kind === "entry" && (!localeOfPath(file.file.path) || !paths.has(pathInLocale(file.file.path, undefined))))
    .map((file): ArticleRow => {
      const data = (currentData(file) ?? {}) as EntryValue;
      const words = entryStateWords(data, now);
      const type = typeof data.type === "string" ? data.type : "";
      const twins = locales.map((locale) => [locale, pathInLocale(file.file.path, locale)] as const).filter(([, path]) => path !== file.file.path && paths.has(path));
      return {
        path: file.file.path,
        title: articleTitle(data),
        type,
        typeWords: typeWords[type] ?? type,
        date: typeof data.date === "string" ? data.date : "",
        state: words?.state,
        stateWords: words?.words ?? "No date yet",
        unsaved: file.changes.length > 0 || file.file.isNew === true,
        isNew: file.file.isNew === true,
        translations: Object.fromEntries(twins),
      };
    });
  const time = (row: ArticleRow) => {
    const parsed = Date.parse(row.date);
    return Number.isNaN(parsed) ? Number.POSITIVE_INFINITY : parsed;
  };
  // Newest first; an article without a date yet is one being written: at the top.
  return rows.sort((a, b) => time(b) - time(a) || a.title.localeCompare(b.title));
}

/** The rows a filter keeps: a state, a kind, and words of the title in any case and order. */
export function filterRows(rows: readonly ArticleRow[], filter: ArticleFilter): ArticleRow[] {
  const words = filter.search.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  return rows.filter((row) => {
    if (filter.state && row.state !== filter.state) return false;
    if (filter.type && row.type !== filter.type) return false;
    const title = row.title.toLocaleLowerCase();
    return words.every((word) => title.includes(word));
  });
}
