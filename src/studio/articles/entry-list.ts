/**
 * A collection's list in the content navigation: each entry by its title, newest first, with
 * its kind, its date and its state in words, filtered by state and kind and searched by
 * title. Pure, and YAML-free: it reads the values the studio already holds.
 */
import type { EntryState } from "../../content/collections/views.ts";
import { localeOfPath, pathInLocale } from "../../validation/sources.ts";
import { currentData, type FileState } from "../store.ts";
import { factsOfEntry, type CollectionFacts } from "../collections/declared-files.ts";
import { entryStateWords } from "./entry-words.ts";

export interface ArticleRow {
  path: string;
  /** The collection's name, e.g. "events". */
  collection: string;
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

type EntryValue = Record<string, unknown>;

/** The title an entry is known by: its heading, or "Untitled" while it has none. */
export function articleTitle(data: unknown, collection?: Pick<CollectionFacts, "titleField" | "one">): string {
  const title = (data as EntryValue | null)?.[collection?.titleField ?? "title"];
  return typeof title === "string" && title.trim() !== "" ? title.trim() : `Untitled ${collection?.one ?? "article"}`;
}

/** A datetime field's value, or a daterange's start. */
function dateOf(data: EntryValue, field: string | undefined): string {
  const value = field ? data[field] : undefined;
  if (typeof value === "string") return value;
  const start = value && typeof value === "object" ? (value as { start?: unknown }).start : undefined;
  return typeof start === "string" ? start : "";
}

/** One row per English entry (and per translation without an English one), newest first. */
export function articleRows(files: readonly FileState[], now: Date, locales: readonly string[] = [], facts: readonly CollectionFacts[] = []): ArticleRow[] {
  const paths = new Set(files.map((file) => file.file.path));
  const rows = files
    .filter((file) => file.file.kind === "entry" && (!localeOfPath(file.file.path) || !paths.has(pathInLocale(file.file.path, undefined))))
    .flatMap((file): ArticleRow[] => {
      const collection = factsOfEntry(file.file.path, facts);
      if (!collection) return [];
      const data = (currentData(file) ?? {}) as EntryValue;
      const words = entryStateWords({ draft: data.draft, date: collection.publishField ? data[collection.publishField] : undefined, closes: collection.expiresField ? data[collection.expiresField] : undefined }, now, collection.publishField !== undefined);
      const type = collection.badgeField && typeof data[collection.badgeField] === "string" ? (data[collection.badgeField] as string) : "";
      const twins = locales.map((locale) => [locale, pathInLocale(file.file.path, locale)] as const).filter(([, path]) => path !== file.file.path && paths.has(path));
      return [{
        path: file.file.path,
        collection: collection.name,
        title: articleTitle(data, collection),
        type,
        typeWords: collection.values[type] ?? type,
        date: dateOf(data, collection.dateField),
        state: words?.state,
        stateWords: words?.words ?? "No date yet",
        unsaved: file.changes.length > 0 || file.file.isNew === true,
        isNew: file.file.isNew === true,
        translations: Object.fromEntries(twins),
      }];
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
