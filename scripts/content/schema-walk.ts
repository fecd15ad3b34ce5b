import type { z } from "zod";

/**
 * Reads zod 4 schema definitions to answer "which keys does the object at this
 * path allow?" and "which schema sits here?". Used for suggestions and for
 * finding every link field, so neither list is written by hand.
 */
interface SchemaDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  discriminator?: string;
  getter?: () => z.ZodType;
}

function defOf(schema: z.ZodType): SchemaDef {
  return (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;
}

const wrappers = new Set(["optional", "nullable", "default", "prefault", "readonly", "catch", "nonoptional"]);

/** Strips optional/default/pipe wrappers down to the schema that does the work. */
export function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let depth = 0; depth < 20; depth++) {
    const def = defOf(current);
    if (wrappers.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === "pipe" && def.in) current = def.in;
    else if (def.type === "lazy" && def.getter) current = def.getter();
    else return current;
  }
  return current;
}

/** For a discriminated union, the option matching the data's discriminator value. */
function pickOption(schema: z.ZodType, data: unknown): z.ZodType | undefined {
  const def = defOf(schema);
  if (def.type !== "union" || !def.options) return undefined;
  if (def.discriminator && data && typeof data === "object") {
    const value = (data as Record<string, unknown>)[def.discriminator];
    return def.options.find((option) => {
      const shape = defOf(unwrap(option)).shape;
      const literal = shape?.[def.discriminator!];
      return literal ? literalValues(literal).includes(value) : false;
    });
  }
  return undefined;
}

function literalValues(schema: z.ZodType): unknown[] {
  const def = defOf(unwrap(schema)) as SchemaDef & { values?: unknown[] };
  return def.values ?? [];
}

/** The schema for the child `key` of a value described by `schema`. */
export function childSchema(schema: z.ZodType, key: string | number, data: unknown): z.ZodType | undefined {
  let inner = unwrap(schema);
  const option = pickOption(inner, data);
  if (option) inner = unwrap(option);
  const def = defOf(inner);
  if (def.type === "object" && def.shape) return def.shape[String(key)];
  if (def.type === "array" && def.element) return def.element;
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
  if (!schema) return [];
  let inner = unwrap(schema);
  const option = pickOption(inner, data);
  if (option) inner = unwrap(option);
  const def = defOf(inner);
  return def.type === "object" && def.shape ? Object.keys(def.shape) : [];
}

/** Keys the object schema requires (not optional, no default). */
export function requiredKeys(schema: z.ZodType | undefined, data: unknown): string[] {
  if (!schema) return [];
  let inner = unwrap(schema);
  const option = pickOption(inner, data);
  if (option) inner = unwrap(option);
  const def = defOf(inner);
  if (def.type !== "object" || !def.shape) return [];
  return Object.entries(def.shape)
    .filter(([, field]) => !["optional", "default", "prefault"].includes(defOf(field).type))
    .map(([key]) => key);
}

/** True when `schema` is `target` or a copy of it made by .describe()/.meta(). */
function derivesFrom(schema: z.ZodType, target: z.ZodType): boolean {
  let current: z.ZodType | undefined = schema;
  for (let depth = 0; current && depth < 10; depth++) {
    if (current === target) return true;
    current = (current as unknown as { _zod: { parent?: z.ZodType } })._zod.parent;
  }
  return false;
}

/**
 * Calls `visit` for every value in `data` whose schema is `target`
 * (compared by identity), with its path. Used to find every link.
 */
export function findBySchema(root: z.ZodType, data: unknown, target: z.ZodType, visit: (value: unknown, path: (string | number)[]) => void): void {
  const walk = (schema: z.ZodType, value: unknown, path: (string | number)[]) => {
    if (value === undefined || value === null) return;
    let current = schema;
    for (let depth = 0; depth < 20; depth++) {
      if (derivesFrom(current, target)) return visit(value, path);
      const def = defOf(current);
      if (wrappers.has(def.type) && def.innerType) current = def.innerType;
      else if (def.type === "pipe" && def.in) current = def.in;
      else break;
    }
    const option = pickOption(current, value);
    if (option) return walk(option, value, path);
    const def = defOf(current);
    if (def.type === "object" && def.shape && typeof value === "object") {
      for (const [key, field] of Object.entries(def.shape)) walk(field, (value as Record<string, unknown>)[key], [...path, key]);
    } else if (def.type === "array" && def.element && Array.isArray(value)) {
      value.forEach((item, index) => walk(def.element!, item, [...path, index]));
    }
  };
  walk(root, data, []);
}
