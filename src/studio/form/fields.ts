/**
 * Turns a zod schema into the fields of a form: one control per field, its
 * label in a writer's words (field-words.ts), its hint from `.describe()`, its default as a placeholder.
 * Reads the schemas through the build's own reader of zod definitions
 * (src/content/schema-definitions.ts), so no block is described twice.
 */
import type { z } from "zod";
import { sectionSchema } from "../../blocks/schemas.ts";
import { href, iconName, mediaSource, plainText } from "../../content/primitives.ts";
import { definitionOf, derivesFrom, inspect, optionFor, shapeOf } from "../../content/schema-definitions.ts";
import { labelFor } from "./field-words.ts";
import type { MediaKind } from "../media/media-catalogue.ts";

export type FieldKind = "text" | "multiline" | "number" | "switch" | "select" | "link" | "icon" | "media" | "group" | "list";

export interface Field {
  key: string | number;
  label: string;
  hint?: string;
  kind: FieldKind;
  required: boolean;
  /** The value the build uses when the field is left out. */
  defaultValue?: unknown;
  options?: string[];
  /** For a list: its items' schema. For a group: its own. */
  schema: z.ZodType;
  /** The most items a list may hold. */
  max?: number;
  /** Words visitors read (plain text), written in the page's language and direction; addresses, ids and routes are not. */
  words?: boolean;
  /** For a media field: the files its library offers. */
  mediaKind?: MediaKind;
}

/** A video's file and its sizes are videos, an attachment a document; every other media field a picture. */
function mediaKindFor(key: string | number, group: string | undefined): MediaKind {
  if (key === "src" && (group === "video" || group === "sources")) return "video";
  if (group === "attachments") return "document";
  return "picture";
}

/**
 * A picture with its description (`src` beside `alt`, and `decorative` where it may go without
 * one): the form shows it as one choice from the media library. Undefined for any other object.
 */
export function pictureParts(schema: z.ZodType): { decorative: boolean } | undefined {
  const keys = new Map(fieldsOf(schema).map((field) => [field.key, field]));
  if (keys.get("src")?.kind !== "media" || keys.get("src")?.mediaKind !== "picture" || !keys.has("alt")) return undefined;
  return { decorative: keys.has("decorative") };
}


/** Fields worth more than one line: paragraphs, answers, quotes. */
const longTextKeys = new Set(["text", "intro", "description", "answer", "body", "quote", "subtitle", "privacyNote", "confirmation"]);
const longTextWords = /paragraph|sentences|answer|quoted words/i;

/** `group`: the key of the object holding the field (`video` for `video.src`), which may change its words. */
export function fieldFor(key: string | number, schema: z.ZodType, parentKey?: string, group?: string): Field {
  const { inner, optional, defaultValue, description } = inspect(schema);
  const def = definitionOf(inner);
  // A collection's field carries the name its declaration gives it (entry-schema.ts): the site owner's words win.
  const declared = (schema.meta() as { title?: unknown } | undefined)?.title;
  const base = { key, label: typeof declared === "string" ? declared : labelFor(key, group), required: !optional, schema: inner, ...(description ? { hint: description } : {}), ...(defaultValue !== undefined ? { defaultValue } : {}) };
  if (derivesFrom(schema, iconName)) return { ...base, kind: "icon", options: Object.values(def.entries ?? {}) };
  if (def.type === "enum") return { ...base, kind: "select", options: Object.values(def.entries ?? {}) };
  if (derivesFrom(schema, href)) return { ...base, kind: "link" };
  if (derivesFrom(schema, mediaSource)) return { ...base, kind: "media", mediaKind: mediaKindFor(key, group) };
  if (def.type === "boolean") return { ...base, kind: "switch" };
  if (def.type === "number") return { ...base, kind: "number" };
  if (def.type === "array" && def.element) {
    const max = def.checks?.map((check) => check._zod.def).find((check) => check.check === "max_length")?.maximum;
    return { ...base, kind: "list", schema: def.element, ...(max !== undefined ? { max } : {}) };
  }
  if (def.type === "object") return { ...base, kind: "group" };
  const name = String(typeof key === "number" ? (parentKey ?? "") : key);
  const long = longTextKeys.has(name) || (description !== undefined && longTextWords.test(description));
  return { ...base, kind: long ? "multiline" : "text", ...(derivesFrom(schema, plainText) ? { words: true } : {}) };
}

const fieldsBySchema = new WeakMap<z.ZodType, Map<string | undefined, Field[]>>();

/**
 * The fields of an object schema, in the schema's order; the block's `type` is fixed and not
 * a field. `group` is the key the object sits under (`video`), for the fields' words. The same
 * objects each time for the same schema and group, so a form can tell a field is unchanged.
 */
export function fieldsOf(schema: z.ZodType, group?: string): Field[] {
  let byGroup = fieldsBySchema.get(schema);
  if (!byGroup) fieldsBySchema.set(schema, (byGroup = new Map()));
  const known = byGroup.get(group);
  if (known) return known;
  const fields = Object.entries(shapeOf(schema))
    .filter(([key, field]) => !(key === "type" && definitionOf(field).type === "literal"))
    .map(([key, field]) => fieldFor(key, field, undefined, group));
  byGroup.set(group, fields);
  return fields;
}

/** The schema of one section, chosen by its `type`. */
export function sectionSchemaFor(type: unknown): z.ZodType | undefined {
  return optionFor(sectionSchema, { type });
}

/** A block's one-line description, for the section picker. */
export function blockDescription(type: string): string | undefined {
  const schema = sectionSchemaFor(type);
  return schema ? (schema as { description?: string }).description : undefined;
}

/** A fresh value for a new list item: required text starts empty, so the form asks for it. */
export function emptyValueFor(schema: z.ZodType): unknown {
  const field = fieldFor(0, schema);
  if (field.kind === "group") {
    return Object.fromEntries(
      fieldsOf(schema)
        .filter((child) => child.required)
        .map((child) => [child.key, emptyValueFor(child.schema)]),
    );
  }
  if (field.kind === "list") return [];
  if (field.kind === "switch") return false;
  if (field.kind === "number") return 0;
  if (field.kind === "select" || field.kind === "icon") return field.options?.[0] ?? "";
  return "";
}

// Kept here for the form's modules that name it from this file; the preview needs it without zod.
export { formatPath } from "../editing/field-paths.ts";
