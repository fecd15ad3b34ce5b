import { pageSchema } from "../../content/page.ts";
import { siteSchema } from "../../content/site.ts";
import { allowedKeys, schemaAt } from "../../validation/schema-walk.ts";
import { newsEntrySchema } from "../../content/news/schema.ts";
import { fileKindOfPath } from "../../validation/sources.ts";
import { valueAt } from "./changes.ts";
import type { KeyOrder } from "./yaml-edit.ts";

/** A content file's keys in its schema's order: a key the studio adds lands where the schema lists it. */
export function schemaKeyOrder(path: string): KeyOrder {
  const kind = fileKindOfPath(path);
  const root = kind === "site" ? siteSchema : kind === "entry" ? newsEntrySchema : pageSchema;
  return (mapPath, data) => allowedKeys(schemaAt(root, data, mapPath), valueAt(data, mapPath));
}
