/**
 * JSON Schema for content files, generated from the zod schemas (input side, so
 * defaults are optional). Editors get autocomplete, hover help and red squiggles from
 * it while typing; the build's own check stays the authority for what JSON Schema
 * cannot say (links to pages that exist, headings in order, and so on).
 *
 * VS Code's YAML extension (yaml-language-server) shows `patternErrorMessage` and
 * `errorMessage` instead of its own wording ("String does not match the pattern of
 * …"), so every pattern carries the words the terminal uses for the same mistake.
 */
import { z } from "zod";
import { blockMetas, firstPaintTypes } from "../../src/blocks/metas.ts";
import type { BlockType } from "../../src/blocks/schemas.ts";
import { pageSchema } from "../../src/content/page.ts";
import { allowedHref, href, hrefForms, image, imageNeedsAlt } from "../../src/content/primitives.ts";
import { siteSchema } from "../../src/content/site.ts";
import { collectionSchema, collectionTranslationSchema, type Collection } from "../../src/content/collections/declaration.ts";
import { entrySchema } from "../../src/content/collections/entry-schema.ts";
import { secondHeroMessage } from "../../src/validation/lint/index.ts";
import { readBlockExamples } from "./block-examples.ts";

type JsonSchema = Record<string, unknown>;

export const schemaFiles = {
  page: { file: "content/schema/page.schema.json", title: "Verdavia page", schema: pageSchema },
  site: { file: "content/schema/site.schema.json", title: "Verdavia site settings", schema: siteSchema },
  collection: { file: "content/schema/collection.schema.json", title: "Verdavia collection", schema: collectionSchema },
  "collection-translation": { file: "content/schema/collection-translation.schema.json", title: "Verdavia collection's words in a translation", schema: collectionTranslationSchema },
} as const;

export type SchemaKind = keyof typeof schemaFiles;

/** The `# yaml-language-server` line each content file starts with, relative to that file. */
export const schemaComment = {
  page: "# yaml-language-server: $schema=../schema/page.schema.json",
  site: "# yaml-language-server: $schema=./schema/site.schema.json",
  collection: "# yaml-language-server: $schema=../schema/collection.schema.json",
} as const;

const blankText = "This can't be empty. Write the text, or remove the line if the field is optional.";

/** The message a zod string check carries for editors (a regex's or a format's `error:`), if any. */
function checkMessage(schema: z.core.$ZodType): string | undefined {
  type FormatDef = { check?: string; format?: string; error?: (issue: unknown) => unknown };
  // z.email() and z.url() are formats themselves; .regex() adds a format check.
  const own = schema._zod.def as FormatDef & { checks?: z.core.$ZodCheck[] };
  const formats = [own, ...(own.checks ?? []).map((check) => check._zod.def as FormatDef)];
  for (const def of formats) {
    if ((def.check !== "string_format" && def.format === undefined) || !def.error) continue;
    const message = def.error({});
    if (typeof message === "string") return message;
  }
  return undefined;
}

/**
 * zod refinements are code, so toJSONSchema drops them; the two an editor meets most
 * are restated here as JSON Schema, so the editor flags them while typing. Every
 * pattern and format gets the plain message the build gives for it.
 */
function restateRefinements(ctx: { zodSchema: z.core.$ZodTypes; jsonSchema: JsonSchema }): void {
  const { zodSchema, jsonSchema } = ctx;
  if (zodSchema === href) {
    jsonSchema.pattern = allowedHref.source;
    jsonSchema.patternErrorMessage = hrefForms;
  }
  if (zodSchema === image) {
    // Each alternative carries the message, so whichever the editor reports reads the same.
    jsonSchema.anyOf = [
      { required: ["alt"], errorMessage: imageNeedsAlt },
      { required: ["decorative"], properties: { decorative: { const: true, errorMessage: imageNeedsAlt } }, errorMessage: imageNeedsAlt },
    ];
  }
  // Text must have something besides spaces: the build trims before checking length.
  if (jsonSchema.type === "string" && jsonSchema.minLength === 1 && jsonSchema.pattern === undefined) {
    jsonSchema.pattern = "\\S";
    jsonSchema.patternErrorMessage = blankText;
  }
  if ((jsonSchema.pattern !== undefined || jsonSchema.format !== undefined) && jsonSchema.patternErrorMessage === undefined) {
    const message = checkMessage(zodSchema);
    if (message) jsonSchema.patternErrorMessage = message;
  }
}

/**
 * The lint's one-hero rule (a page has one main heading), which JSON Schema can say
 * with maxContains: at most one section of the blocks whose meta.ts lets them paint first.
 */
function oneHeroPerPage(page: JsonSchema): void {
  const sections = (page.properties as Record<string, JsonSchema> | undefined)?.sections;
  if (!sections) return;
  // Inside allOf, so the message replaces only this rule's words, not the list's other messages.
  sections.allOf = [
    {
      contains: { type: "object", properties: { type: { enum: firstPaintTypes() } }, required: ["type"] },
      minContains: 0,
      maxContains: 1,
      errorMessage: secondHeroMessage(),
    },
  ];
}

/**
 * Each block in the editor's list of new sections: a title to tell them apart, and its
 * example.yaml as the snippet that choosing it inserts.
 */
function titledBlocks(page: JsonSchema): void {
  const sections = (page.properties as Record<string, JsonSchema>).sections!;
  const branches = (sections.items as { oneOf: JsonSchema[] }).oneOf;
  const examples = new Map(readBlockExamples().map((example) => [example.type, example.data]));
  const typeOf = (branch: JsonSchema) => (branch.properties as Record<string, JsonSchema>).type!.const as BlockType;
  // Blocks the site makes from a collection are never written in a page: the editor is not offered them.
  const written = branches.filter((branch) => !(blockMetas[typeOf(branch)] as { madeBySite?: true }).madeBySite);
  (sections.items as { oneOf: JsonSchema[] }).oneOf = written.map((branch) => {
    const type = typeOf(branch);
    const title = blockMetas[type].title;
    const example = examples.get(type);
    const snippets = example ? [{ label: `${title}: example`, description: branch.description, body: example }] : [];
    return { title, ...branch, ...(snippets.length > 0 ? { defaultSnippets: snippets } : {}) };
  });
}

/** Every place in a schema where the editor would print a raw pattern or format name. */
export function unexplainedPatterns(node: unknown, path = "#"): string[] {
  if (!node || typeof node !== "object") return [];
  if (Array.isArray(node)) return node.flatMap((item, index) => unexplainedPatterns(item, `${path}/${index}`));
  const schema = node as JsonSchema;
  const own = (schema.pattern !== undefined || schema.format !== undefined) && typeof schema.patternErrorMessage !== "string" ? [path] : [];
  return [...own, ...Object.entries(schema).flatMap(([key, child]) => (key === "defaultSnippets" ? [] : unexplainedPatterns(child, `${path}/${key}`)))];
}

export function contentJsonSchema(kind: SchemaKind): JsonSchema {
  const { schema, title } = schemaFiles[kind];
  return finished(schema, kind, title);
}

/** An entry's front matter schema of one declared collection, made from its declaration: for tools that read Markdown front matter. */
export function entryJsonSchemaText(collection: Collection): string {
  return `${JSON.stringify(finished(entrySchema(collection), `entries/${collection.name}`, `Verdavia ${collection.labels.title} entry`), null, 2)}\n`;
}

function finished(schema: z.ZodType, kind: string, title: string): JsonSchema {
  const generated = z.toJSONSchema(schema, { io: "input", unrepresentable: "any", override: restateRefinements }) as JsonSchema;
  if (kind === "page") {
    oneHeroPerPage(generated);
    titledBlocks(generated);
  }
  const unexplained = unexplainedPatterns(generated);
  if (unexplained.length > 0) throw new Error(`These patterns have no patternErrorMessage, so the editor would show a raw regular expression: ${unexplained.join(", ")}`);
  const { $schema, ...rest } = generated;
  return { $schema, $id: `https://www.verdavia.com/schema/${kind}.schema.json`, title, ...rest };
}

export function jsonSchemaText(kind: SchemaKind): string {
  return `${JSON.stringify(contentJsonSchema(kind), null, 2)}\n`;
}
