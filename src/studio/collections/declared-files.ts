/**
 * The collections' declarations the studio holds (content/collections/<name>.yaml, and each
 * translation's words for one), remembered as the studio reads them, so the code that reads an
 * entry finds its collection by the entry's folder. Zod-free and YAML-free: the studio's first
 * screen lists entries with it; the forms turn a declaration into its schema (declarations.ts).
 */
import { collectionNameOf, entryFolderOf, localeOfPath } from "../../validation/sources.ts";

export interface DeclaredFile {
  path: string;
  data: unknown;
}

let remembered: readonly DeclaredFile[] = [];

/** Keeps the declarations among the studio's files; called whenever its files change. */
export function rememberCollectionFiles(files: readonly { path: string; kind: string; data: unknown }[]): void {
  const declared = files.filter((file) => file.kind === "collection").map(({ path, data }) => ({ path, data }));
  if (declared.length !== remembered.length || declared.some((file, index) => file.path !== remembered[index]!.path || file.data !== remembered[index]!.data)) remembered = declared;
}

export function collectionFiles(): readonly DeclaredFile[] {
  return remembered;
}

/** What the entry list needs of a declaration, read without its schema: names, fields and English words. */
export interface CollectionFacts {
  name: string;
  folder: string;
  route: string;
  /** The list's heading, e.g. "Events". */
  title: string;
  /** What one entry is called in the editor's words, e.g. "event". */
  one: string;
  titleField: string;
  /** The field that dates an entry in the list (its publishing date, or when it happens). */
  dateField: string | undefined;
  /** The choice field the list names an entry's kind by, and that field's values' words. */
  badgeField: string | undefined;
  values: Readonly<Record<string, string>>;
  /** Choice fields' defaults for a new entry. */
  defaults: Readonly<Record<string, string>>;
  publishField: string | undefined;
  expiresField: string | undefined;
}

const text = (value: unknown, fallback: string) => (typeof value === "string" && value.trim() !== "" ? value : fallback);

/** Each English declaration's facts, in file order. */
export function collectionFacts(files: readonly DeclaredFile[] = remembered): CollectionFacts[] {
  return files
    .filter((file) => !localeOfPath(file.path) && file.data && typeof file.data === "object")
    .map((file) => {
      const data = file.data as Record<string, unknown>;
      const labels = (data.labels ?? {}) as Record<string, unknown>;
      const card = (data.card ?? {}) as Record<string, unknown>;
      const fields = (data.fields ?? {}) as Record<string, Record<string, unknown>>;
      const name = collectionNameOf(file.path);
      const defaults = Object.fromEntries(Object.entries(fields).flatMap(([field, declared]) => (declared?.kind === "choice" && typeof declared.default === "string" ? [[field, declared.default]] : [])));
      return {
        name,
        folder: text(data.folder, name),
        route: text(data.route, `/${name}`),
        title: text(labels.title, name),
        one: text(labels.one, "entry"),
        titleField: text(data.title, "title"),
        dateField: [data.publish, card.date, data.upcoming].find((field): field is string => typeof field === "string"),
        badgeField: typeof card.badge === "string" ? card.badge : undefined,
        values: Object.fromEntries(Object.entries((labels.values ?? {}) as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === "string")),
        defaults,
        publishField: typeof data.publish === "string" ? data.publish : undefined,
        expiresField: typeof data.expires === "string" ? data.expires : undefined,
      };
    });
}

/** The facts of the collection an entry file belongs to, by its folder. */
export function factsOfEntry(path: string, facts: readonly CollectionFacts[] = collectionFacts()): CollectionFacts | undefined {
  const folder = entryFolderOf(path);
  return facts.find((collection) => collection.folder === folder);
}
