import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { sectionSchema } from "../../../../src/blocks/schemas.ts";
import { entrySchema } from "../../../../src/content/collections/entry-schema.ts";
import { shippedCollections } from "../../../fixtures/collections.ts";
import { pageSchema } from "../../../../src/content/page.ts";
import { definitionOf, inspect, shapeOf } from "../../../../src/content/schema-definitions.ts";
import { siteSchema } from "../../../../src/content/site.ts";
import { hasWordsFor, labelFor, pathInWords } from "../../../../src/studio/form/field-words.ts";
import { fieldsOf, sectionSchemaFor } from "../../../../src/studio/form/fields.ts";
import { blockLabel } from "../../../../src/studio/page-names.ts";
import { writableBlockExamples } from "../../../../scripts/schema/block-examples.ts";

/** Every key an object in `schema` holds, with the key of the object it sits under. */
function keysIn(schema: z.ZodType, group: string | undefined, found: Set<string>, seen = new Set<z.ZodType>()): Set<string> {
  if (seen.has(schema)) return found;
  seen.add(schema);
  const { inner } = inspect(schema);
  const definition = definitionOf(inner);
  if (definition.type === "array" && definition.element) return keysIn(definition.element, group, found, seen);
  if (definition.type === "union" && definition.options) for (const option of definition.options) keysIn(option, group, found, seen);
  if (definition.type === "object") {
    for (const [key, field] of Object.entries(shapeOf(inner))) {
      found.add(`${group ?? ""} ${key}`);
      keysIn(field, key, found, seen);
    }
  }
  return found;
}

describe("the studio's words for fields", () => {
  it("has words for every key of every schema the forms draw: no label is a schema key", () => {
    const keys = new Set<string>();
    for (const schema of [sectionSchema, pageSchema, siteSchema, ...shippedCollections.map(entrySchema)]) keysIn(schema, undefined, keys);
    const missing = [...keys].map((entry) => entry.split(" ") as [string, string]).filter(([group, key]) => !hasWordsFor(key, group || undefined));
    expect(missing).toEqual([]);
  });

  it("calls a picture's file and description what a writer calls them", () => {
    const image = fieldsOf(entrySchema(shippedCollections.find((collection) => collection.name === "news")!)).find((field) => field.key === "image")!;
    expect(image.label).toBe("Picture");
    expect(fieldsOf(image.schema, "image").map((field) => field.label)).toEqual(["Picture", "Description"]);
    expect(labelFor("src", "video")).toBe("Video file");
    expect(pathInWords(["sections", 0, "video", "poster"])).toEqual(["Sections", "Item 1", "Video", "Still picture"]);
  });

  it("labels each field of every block from the words table, and names each block in words", () => {
    for (const { type } of writableBlockExamples()) {
      for (const field of fieldsOf(sectionSchemaFor(type)!)) expect(field.label, `${type}.${String(field.key)}`).not.toMatch(/^(Src|Alt|Href|Cta|Iso|Json)$/);
      expect(blockLabel(type), type).toMatch(/^[A-Z]/);
    }
    expect(blockLabel("cta")).toBe("Call to action");
  });
});
