import type { z } from "zod";
import { definitionOf, derivesFrom, inspect, objectSchema, optionFor, shapeOf } from "../content/schema-definitions.ts";

/**
 * Answers "which keys does the object at this path allow?" and "which schema sits
 * here?", and finds every value of one schema (every link, every medium), so no such
 * list is written by hand. Reads the schemas through src/content/schema-definitions.ts,
 * the reader the studio's forms use too.
 */
/** The schema for the child `key` of a value described by `schema`. */
export function childSchema(schema: z.ZodType, key: string | number, data: unknown): z.ZodType | undefined {
  const definition = definitionOf(objectSchema(schema, data));
  if (definition.type === "object" && definition.shape) return definition.shape[String(key)];
  if (definition.type === "array" && definition.element) return definition.element;
  return undefined;
}

/** The schema at `path` inside `root`, following the data to resolve unions. */
export function schemaAt(root: z.ZodType, data: unknown, path: readonly (string | number)[]): z.ZodType | undefined {
  let schema: z.ZodType | undefined = root;
  let value: unknown = data;
  for (const segment of path) {
    if (!schema) return undefined;
    schema = childSchema(schema, segment, value);
    value = value && typeof value === "object" ? (value as Record<string, unknown>)[segment as string] : undefined;
  }
  return schema;
}

/** The keys an object schema allows (after resolving a union by the data). */
export function allowedKeys(schema: z.ZodType | undefined, data: unknown): string[] {
  return schema ? Object.keys(shapeOf(schema, data)) : [];
}

/** Keys the object schema requires (not optional, no default). */
export function requiredKeys(schema: z.ZodType | undefined, data: unknown): string[] {
  if (!schema) return [];
  return Object.entries(shapeOf(schema, data))
    .filter(([, field]) => !inspect(field).optional)
    .map(([key]) => key);
}

/**
 * Calls `visit` for every value in `data` whose schema is `target`
 * (compared by identity), with its path. Used to find every link.
 */
export function findBySchema(root: z.ZodType, data: unknown, target: z.ZodType, visit: (value: unknown, path: (string | number)[]) => void): void {
  const walk = (schema: z.ZodType, value: unknown, path: (string | number)[]) => {
    if (value === undefined || value === null || !mayHold(schema, target)) return;
    if (derivesFrom(schema, target)) return visit(value, path);
    const inner = inspect(schema).inner;
    const option = optionFor(inner, value);
    if (option) return walk(option, value, path);
    const definition = definitionOf(inner);
    if (definition.type === "object" && definition.shape && typeof value === "object") {
      for (const [key, field] of Object.entries(definition.shape)) walk(field, (value as Record<string, unknown>)[key], [...path, key]);
    } else if (definition.type === "array" && definition.element && Array.isArray(value)) {
      value.forEach((item, index) => walk(definition.element!, item, [...path, index]));
    }
  };
  walk(root, data, []);
}

/** Kinds of schema that hold no other schema's values. */
const leaves = new Set(["string", "number", "int", "boolean", "bigint", "literal", "enum", "null", "undefined", "date", "nan", "void", "never", "template_literal"]);
/** Whether a value of `schema` can hold one of `target`'s anywhere inside, by schema and target: what findBySchema need not walk into. */
const holding = new WeakMap<z.ZodType, WeakMap<z.ZodType, boolean>>();

/**
 * Whether a value of `schema` may hold a value of `target` (false only when it cannot), so a
 * walk skips what cannot hold it: an entry's body or a listing's cards hold no icon, and
 * walking each of thousands of pages into them was most of the walk. A schema that refers
 * back to itself, or of a kind not read here, is taken to hold it.
 */
function mayHold(schema: z.ZodType, target: z.ZodType, visiting = new Set<z.ZodType>()): boolean {
  let known = holding.get(target);
  if (!known) holding.set(target, (known = new WeakMap()));
  const found = known.get(schema);
  if (found !== undefined) return found;
  if (derivesFrom(schema, target)) return true;
  if (visiting.has(schema)) return true;
  visiting.add(schema);
  const inner = inspect(schema).inner;
  const definition = definitionOf(inner);
  const holds = leaves.has(definition.type)
    ? false
    : definition.type === "object" && definition.shape
      ? Object.values(definition.shape).some((field) => mayHold(field, target, visiting))
      : definition.type === "array" && definition.element
        ? mayHold(definition.element, target, visiting)
        : definition.type === "union" && definition.options
          ? definition.options.some((option) => mayHold(option, target, visiting))
          : true;
  visiting.delete(schema);
  // A "false" never rests on a guess (a guess is "true"), so it is kept; a "true" is safe to keep either way.
  known.set(schema, holds);
  return holds;
}
