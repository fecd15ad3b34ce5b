import { entrySchema } from "../../content/collections/entry-schema.ts";
import { pageSchema } from "../../content/page.ts";
import { siteSchema } from "../../content/site.ts";
import { allowedKeys, schemaAt } from "../../validation/schema-walk.ts";
import { fileKindOfPath } from "../../validation/sources.ts";
import { valueAt } from "./changes.ts";
import { collectionOfEntry } from "../collections/declarations.ts";
import type { KeyOrder } from "./yaml-edit.ts";

/** A content file's keys in its schema's order: a key the studio adds lands where the schema lists it. */
export function schemaKeyOrder(path: string): KeyOrder {
  const kind = fileKindOfPath(path);
  if (kind === "entry") {
    const collection = collectionOfEntry(path);
    // Without its declaration an entry's keys keep the order they are written in; a new one goes last.
    if (!collection) return () => [];
    return (mapPath, data) => allowedKeys(schemaAt(entrySchema(collection), data, mapPath), valueAt(data, mapPath));
  }
  const root = kind === "site" ? siteSchema : pageSchema;
  return (mapPath, data) => allowedKeys(schemaAt(root, data, mapPath), valueAt(data, mapPath));
}
