/**
 * Where a build keeps what it can reuse in the next one: node_modules/.cache/saf-site/, the
 * folder tools conventionally cache in (CI keeps it between runs: see the README). Each kind
 * of file has a folder of its own, and each file is named by a hash of everything it is made
 * from, so a stale file is never read: deleting the folder only costs the next build time.
 */
import { join } from "node:path";

export type CachedKind = "share-cards" | "image-variants";

/** The folder of one kind of cached file, under the project at `root`. */
export function buildCacheFolder(root: string, kind: CachedKind): string {
  return join(root, "node_modules", ".cache", "saf-site", kind);
}
