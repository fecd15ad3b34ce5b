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
    if (value === undefined || value === null) return;
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
