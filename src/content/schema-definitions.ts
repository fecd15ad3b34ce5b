import type { z } from "zod";

/**
 * The one reader of zod 4 schema definitions. The build's scripts use it to find every
 * link and to suggest keys (src/validation/schema-walk.ts); the studio uses it to turn
 * a schema into a form (src/studio/form/fields.ts). It imports zod's types only, so the
 * studio can run it in the browser; the public site never needs it, since its content has
 * passed before it arrives.
 */
export interface SchemaDefinition {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  discriminator?: string;
  getter?: () => z.ZodType;
  entries?: Record<string, string>;
  values?: unknown[];
  defaultValue?: unknown;
  checks?: { _zod: { def: { check: string; maximum?: number } } }[];
}

export function definitionOf(schema: z.ZodType): SchemaDefinition {
  return (schema as unknown as { _zod: { def: SchemaDefinition } })._zod.def;
}

/** Schemas that only wrap another: optional, defaulted, read-only and the like. */
const wrappers = new Set(["optional", "nullable", "default", "prefault", "readonly", "catch", "nonoptional"]);
const deepest = 20;

/** The schema one wrapper (or pipe, or lazy) down, or undefined when `schema` does the work itself. */
function wrapped(schema: z.ZodType): z.ZodType | undefined {
  const definition = definitionOf(schema);
  if (wrappers.has(definition.type) && definition.innerType) return definition.innerType;
  if (definition.type === "pipe" && definition.in) return definition.in;
  if (definition.type === "lazy" && definition.getter) return definition.getter();
  return undefined;
}

export interface Unwrapped {
  /** The schema that does the work, under its wrappers. */
  inner: z.ZodType;
  /** True when a wrapper lets the value be left out (optional, or a default). */
  optional: boolean;
  /** The value the build uses when the field is left out. */
  defaultValue?: unknown;
  /** The first `.describe()` text from the outside in. */
  description?: string;
}

/**
 * Schemas never change once made, and the validator inspects the same few hundred fields for
 * every value of every file: zod's `description` is a registry lookup each time it is read.
 */
const inspected = new WeakMap<z.ZodType, Unwrapped>();

/** Strips optional/default/pipe/lazy wrappers, noting what they said on the way. */
export function inspect(schema: z.ZodType): Unwrapped {
  let found = inspected.get(schema);
  if (!found) inspected.set(schema, (found = inspectOnce(schema)));
  return found;
}

function inspectOnce(schema: z.ZodType): Unwrapped {
  let inner = schema;
  let optional = false;
  let defaultValue: unknown;
  let description = (schema as { description?: string }).description;
  for (let depth = 0; depth < deepest; depth++) {
    const definition = definitionOf(inner);
    if (definition.type === "optional") optional = true;
    if (definition.type === "default" || definition.type === "prefault") {
      optional = true;
      defaultValue = definition.defaultValue;
    }
    const next = wrapped(inner);
    if (!next) break;
    inner = next;
    description ??= (inner as { description?: string }).description;
  }
  return { inner, optional, ...(defaultValue !== undefined ? { defaultValue } : {}), ...(description ? { description } : {}) };
}

/** The schema that does the work, under its wrappers. */
export function unwrap(schema: z.ZodType): z.ZodType {
  return inspect(schema).inner;
}

/** True when `schema` is `target`, or a copy of it made by .describe(), .meta(), .optional() and the like. */
export function derivesFrom(schema: z.ZodType, target: z.ZodType): boolean {
  let current: z.ZodType | undefined = schema;
  for (let depth = 0; current && depth < deepest; depth++) {
    if (current === target) return true;
    current = (current as unknown as { _zod: { parent?: z.ZodType } })._zod.parent ?? wrapped(current);
  }
  return false;
}

/** The values a literal schema allows. */
export function literalValues(schema: z.ZodType): unknown[] {
  return definitionOf(unwrap(schema)).values ?? [];
}

/** For a discriminated union, the option that the data's discriminator value picks. */
export function optionFor(schema: z.ZodType, data: unknown): z.ZodType | undefined {
  const definition = definitionOf(schema);
  const key = definition.discriminator;
  if (definition.type !== "union" || !definition.options || !key || !data || typeof data !== "object") return undefined;
  const value = (data as Record<string, unknown>)[key];
  return definition.options.find((option) => {
    const literal = definitionOf(unwrap(option)).shape?.[key];
    return literal ? literalValues(literal).includes(value) : false;
  });
}

/** The object schema that describes `data`: under its wrappers, and picked from a union by the data. */
export function objectSchema(schema: z.ZodType, data: unknown): z.ZodType {
  const inner = unwrap(schema);
  const option = optionFor(inner, data);
  return option ? unwrap(option) : inner;
}

/** An object schema's keys and their schemas, in the schema's order; empty for anything else. */
export function shapeOf(schema: z.ZodType, data?: unknown): Record<string, z.ZodType> {
  const definition = definitionOf(objectSchema(schema, data));
  return definition.type === "object" && definition.shape ? definition.shape : {};
}
