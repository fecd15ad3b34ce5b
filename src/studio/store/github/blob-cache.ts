/**
 * Where the GitHub store keeps what it has read: blobs, trees and commits by SHA (they never
 * change, so they are never asked for twice) and the answers it revalidates with ETags (refs,
 * the user), so that opening an unchanged repository again costs a few 304s.
 */
import { clear, createStore, get, set } from "idb-keyval";

export interface BlobCache {
  get(key: string): Promise<string | undefined>;
  set(key: string, text: string): Promise<void>;
}

const cacheDatabase = "saf-studio-github";

/** Kept in the browser across visits, in a database of its own. */
export function indexedDbBlobCache(database = cacheDatabase): BlobCache {
  const store = createStore(database, "answers");
  return {
    get: (key) => get<string>(key, store),
    set: (key, text) => set(key, text, store),
  };
}

/** Empties the browser's copy (sign-out). */
export function forgetBlobCache(database = cacheDatabase): Promise<void> {
  return clear(createStore(database, "answers")).catch(() => undefined);
}

/** Kept for the life of the page (and in tests). */
export function memoryBlobCache(): BlobCache & { readonly size: number } {
  const entries = new Map<string, string>();
  return {
    get: async (key) => entries.get(key),
    set: async (key, text) => {
      entries.set(key, text);
    },
    get size() {
      return entries.size;
    },
  };
}
