/**
 * The declaration of the collection an entry belongs to, as the validator reads it (with its
 * defaults), from the declarations the studio holds (declared-files.ts). Brings zod: the
 * forms and the editing code load it, never the studio's first screen.
 */
import { collectionSchema, collectionTranslationSchema, type Collection, type CollectionWords } from "../../content/collections/declaration.ts";
import { collectionNameOf, entryFolderOf, localeOfPath, pathInLocale } from "../../validation/sources.ts";
import { collectionFiles, type DeclaredFile } from "./declared-files.ts";

const parsed = new WeakMap<object, Collection | null>();

function declarationOf(file: DeclaredFile): Collection | undefined {
  if (!file.data || typeof file.data !== "object") return undefined;
  if (!parsed.has(file.data)) {
    const checked = collectionSchema.safeParse(file.data);
    const name = collectionNameOf(file.path);
    parsed.set(file.data, checked.success ? { ...checked.data, name, folder: checked.data.folder ?? name } : null);
  }
  return parsed.get(file.data) ?? undefined;
}

/** Every collection the studio's declarations declare, those that pass their schema. */
export function studioCollections(): Collection[] {
  return collectionFiles().filter((file) => !localeOfPath(file.path)).flatMap((file) => declarationOf(file) ?? []);
}

/** The collection of an entry file, by its folder, or undefined while its declaration does not pass. */
export function collectionOfEntry(path: string): Collection | undefined {
  const folder = entryFolderOf(path);
  return studioCollections().find((collection) => collection.folder === folder);
}

/** A collection's words in a language, from the translation's file, or undefined while it has none that passes. */
export function collectionWordsIn(collection: Collection, code: string): CollectionWords | undefined {
  const path = pathInLocale(`content/collections/${collection.name}.yaml`, code);
  const file = collectionFiles().find((candidate) => candidate.path === path);
  const checked = file ? collectionTranslationSchema.safeParse(file.data) : undefined;
  return checked?.success ? checked.data.labels : undefined;
}
