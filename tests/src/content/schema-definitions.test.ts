import { describe, expect, it } from "vitest";
import { z } from "zod";
import { sectionSchema } from "../../../src/blocks/schemas.ts";
import { href } from "../../../src/content/primitives.ts";
import { derivesFrom, inspect, optionFor } from "../../../src/content/schema-definitions.ts";
import { allowedKeys, findBySchema, requiredKeys, schemaAt } from "../../../src/validation/schema-walk.ts";
import { fieldsOf, sectionSchemaFor } from "../../../src/studio/form/fields.ts";

describe("the one reader of zod definitions", () => {
  it("sees through wrappers, and keeps what they said", () => {
    const field = z.string().describe("Shown under the title.").default("Hello").optional();
    expect(inspect(field)).toMatchObject({ optional: true, defaultValue: "Hello", description: "Shown under the title." });
    expect(inspect(z.string()).optional).toBe(false);
  });

  it("knows a shared schema under .describe() and .optional()", () => {
    expect(derivesFrom(href.describe("Where the button goes.").optional(), href)).toBe(true);
    expect(derivesFrom(z.string().optional(), href)).toBe(false);
  });

  it("finds every value of a schema, through unions, lists and a schema that holds itself, and walks nothing that cannot hold one", () => {
    const link = z.string();
    type Node = { label: string; link?: string; children?: Node[] };
    const node: z.ZodType<Node> = z.lazy(() => z.object({ label: z.string(), link: link.optional(), children: z.array(node).optional() }));
    const plain = z.object({ text: z.string(), numbers: z.array(z.number()) });
    const root = z.object({
      blocks: z.array(z.discriminatedUnion("type", [z.object({ type: z.literal("menu"), root: node }), z.object({ type: z.literal("text"), body: plain })])),
    });
    const data = {
      blocks: [
        { type: "menu", root: { label: "a", link: "/a", children: [{ label: "b", children: [{ label: "c", link: "/c" }] }] } },
        { type: "text", body: { text: "/not-a-link", numbers: [1, 2] } },
      ],
    };
    const found: [unknown, (string | number)[]][] = [];
    findBySchema(root, data, link, (value, path) => found.push([value, path]));
    expect(found).toEqual([
      ["/a", ["blocks", 0, "root", "link"]],
      ["/c", ["blocks", 0, "root", "children", 0, "children", 0, "link"]],
    ]);
  });

  it("picks a block's schema by its type", () => {
    expect(optionFor(sectionSchema, { type: "faq" })).toBe(sectionSchemaFor("faq"));
    expect(optionFor(sectionSchema, { type: "no-such-block" })).toBeUndefined();
  });

  it("gives the studio's forms and the validator's suggestions the same keys, in the schema's order", () => {
    for (const type of ["hero", "faq", "cards", "form"]) {
      const fromForms = fieldsOf(sectionSchemaFor(type)!).map((field) => field.key);
      expect(["type", ...fromForms]).toEqual(allowedKeys(sectionSchema, { type }));
      const requiredInForms = fieldsOf(sectionSchemaFor(type)!).filter((field) => field.required).map((field) => field.key);
      expect(["type", ...requiredInForms]).toEqual(requiredKeys(sectionSchema, { type }));
    }
  });

  it("finds the schema at a path by following the data through unions and lists", () => {
    const page = { sections: [{ type: "hero", title: "Hi", actions: [{ label: "Go", href: "/" }] }] };
    const pageSchema = z.object({ sections: z.array(sectionSchema) });
    expect(derivesFrom(schemaAt(pageSchema, page, ["sections", 0, "actions", 0, "href"])!, href)).toBe(true);
  });
});
