/**
 * The entry index the build publishes beside the studio (src/studio/hosted/entry-index.ts): each
 * entry's git blob SHA, worked out from its bytes as git does (`blob <size>\0<bytes>`), and the
 * fields its list shows, read with the studio's own code.
 */
import { createHash } from "node:crypto";
import { parse } from "yaml";
import { collectionFacts, factsOfEntry } from "../../src/studio/collections/declared-files.ts";
import { entryData } from "../../src/studio/editing/entry-text.ts";
import { listedFields, type EntryIndex } from "../../src/studio/hosted/entry-index.ts";
import type { SourceFile } from "../../src/validation/sources.ts";

/** The SHA git names a file's content by: what the repository's tree lists for it. */
export function gitBlobSha(text: string | Uint8Array): string {
  const bytes = typeof text === "string" ? Buffer.from(text, "utf8") : Buffer.from(text);
  return createHash("sha1").update(`blob ${bytes.length}\0`).update(bytes).digest("hex");
}

function parsedOrNull(text: string): unknown {
  try {
    return parse(text);
  } catch {
    return null;
  }
}

export function entryIndexOf(sources: readonly SourceFile[]): EntryIndex {
  const facts = collectionFacts(sources.filter((source) => source.kind === "collection").map((source) => ({ path: source.path, data: parsedOrNull(source.text) })));
  const entries: EntryIndex["entries"] = {};
  for (const source of sources) {
    if (source.kind !== "entry") continue;
    entries[source.path] = { version: gitBlobSha(source.text), fields: listedFields(entryData(source.text), factsOfEntry(source.path, facts)) };
  }
  return { entries };
}
