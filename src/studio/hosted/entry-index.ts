/**
 * What the build publishes beside the studio (`/studio/entries.json`) so that the studio opens in
 * the same few requests whatever the number of entries: each entry's version (its git blob SHA)
 * and the few fields its list shows (title, dates, kind, draft). The studio lists an entry from
 * here while the branch holds that same version; an entry changed since the build (saved and not
 * yet built) is read from the branch, so the lists show the branch as it is, never the build's
 * copy. The full file is read when the editor opens the entry.
 */
import type { CollectionFacts } from "../collections/declared-files.ts";
import type { StudioFile } from "../protocol.ts";
import type { ListedFile } from "../store/content-store.ts";

/** Its name in the studio's folder. */
export const entryIndexFile = "entries.json";

export interface EntryIndex {
  /** By repository path (`content/news/plant-opening.md`). */
  entries: Record<string, { version: string; fields: Record<string, unknown> }>;
}

/** The fields of an entry its collection's list reads (entry-list.ts): its title, dates, kind and draft. */
export function listedFields(data: unknown, collection: CollectionFacts | undefined): Record<string, unknown> {
  if (!data || typeof data !== "object" || !collection) return {};
  const value = data as Record<string, unknown>;
  const names = [collection.titleField, collection.dateField, collection.badgeField, collection.publishField, collection.expiresField, "draft"];
  return Object.fromEntries(names.filter((name): name is string => name !== undefined && value[name] !== undefined).map((name) => [name, value[name]]));
}

/**
 * Each listed entry as a file the lists can show without its text (`unread`), when the index holds
 * its version; the others (changed since the build, or whose edits wait in this browser) to read.
 */
export function reconcileEntries(listed: readonly ListedFile[], index: EntryIndex | undefined, mustRead: ReadonlySet<string>): { known: StudioFile[]; toRead: ListedFile[] } {
  const known: StudioFile[] = [];
  const toRead: ListedFile[] = [];
  for (const file of listed) {
    const published = index?.entries[file.path];
    if (published && published.version === file.version && !mustRead.has(file.path)) {
      known.push({ path: file.path, kind: "entry", text: "", version: file.version, data: published.fields, sectionLines: [], unread: true });
    } else toRead.push(file);
  }
  return { known, toRead };
}

function isEntryIndex(value: unknown): value is EntryIndex {
  const entries = (value as { entries?: unknown } | null)?.entries;
  return typeof entries === "object" && entries !== null && !Array.isArray(entries);
}

/** The index the build published beside the studio's page; undefined when there is none (every entry is then read). */
export async function fetchEntryIndex(): Promise<EntryIndex | undefined> {
  // Outside a page (tests, the benchmark's store in Node) there is nothing beside it.
  if (typeof location === "undefined") return undefined;
  try {
    const response = await fetch(new URL(entryIndexFile, location.href), { cache: "no-cache" });
    if (!response.ok) return undefined;
    const value: unknown = await response.json();
    return isEntryIndex(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
