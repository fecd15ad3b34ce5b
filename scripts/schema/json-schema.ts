/**
 * JSON Schema for content files, generated from the zod schemas (input side, so
 * defaults are optional). Editors get autocomplete, hover help and red squiggles from
 * it while typing; the build's own check stays the authority for what JSON Schema
 * cannot say (links to pages that exist, headings in order, and so on).
 */
import { z } from "zod";
import { pageSchema } from "../../src/content/page.ts";
import { allowedHref, href, image } from "../../src/content/primitives.ts";
import { siteSchema } from "../../src/content/site.ts";

type JsonSchema = Record<string, unknown>;

export const schemaFiles = {
  page: { file: "content/schema/page.schema.json", title: "Verdavia page", schema: pageSchema },
  site: { file: "content/schema/site.schema.json", title: "Verdavia site settings", schema: siteSchema },
} as const;

export type SchemaKind = keyof typeof schemaFiles;

/** The `# yaml-language-server` line each content file starts with, relative to that file. */
export const schemaComment = {
  page: "# yaml-language-server: $schema=../schema/page.schema.json",
  site: "# yaml-language-server: $schema=./schema/site.schema.json",
} as const;

/**
 * zod refinements are code, so toJSONSchema drops them; the two an editor meets most
 * are restated here as JSON Schema, so the editor flags them while typing.
 */
function restateRefinements(ctx: { zodSchema: z.core.$ZodTypes; jsonSchema: JsonSchema }): void {
  if (ctx.zodSchema === href) ctx.jsonSchema.pattern = allowedHref.source;
  if (ctx.zodSchema === image) {
    ctx.jsonSchema.anyOf = [{ required: ["alt"] }, { required: ["decorative"], properties: { decorative: { const: true } } }];
  }
  // Text must have something besides spaces: the build trims before checking length.
  if (ctx.jsonSchema.type === "string" && ctx.jsonSchema.minLength === 1 && ctx.jsonSchema.pattern === undefined) {
    ctx.jsonSchema.pattern = "\\S";
  }
}

/** The lint's one-hero rule (a page has one main heading), which JSON Schema can say with maxContains. */
function oneHeroPerPage(page: JsonSchema): void {
  const sections = (page.properties as Record<string, JsonSchema> | undefined)?.sections;
  if (!sections) return;
  sections.contains = { type: "object", properties: { type: { const: "hero" } }, required: ["type"] };
  sections.minContains = 0;
  sections.maxContains = 1;
}

export function contentJsonSchema(kind: SchemaKind): JsonSchema {
  const { schema, title } = schemaFiles[kind];
  const generated = z.toJSONSchema(schema, { io: "input", unrepresentable: "any", override: restateRefinements }) as JsonSchema;
  if (kind === "page") oneHeroPerPage(generated);
  const { $schema, ...rest } = generated;
  return { $schema, $id: `https://www.verdavia.com/schema/${kind}.schema.json`, title, ...rest };
}

export function jsonSchemaText(kind: SchemaKind): string {
  return `${JSON.stringify(contentJsonSchema(kind), null, 2)}\n`;
}
