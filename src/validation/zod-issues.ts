import { blockMetas } from "../blocks/metas.ts";
import type { z } from "zod";
import { formatPath, locate, type PathSegment } from "./location.ts";
import type { ParsedSource } from "./parse.ts";
import { problem, type Problem } from "./problem.ts";
import { allowedKeys, schemaAt } from "./schema-walk.ts";
import { closestMatch, eitherOf, likelyMatches } from "./suggest.ts";

type Issue = z.core.$ZodIssue;

function valueAt(data: unknown, path: readonly PathSegment[]): unknown {
  let value = data;
  for (const segment of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[segment as string];
  }
  return value;
}

const expectedNames: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  array: "a list (lines starting with -)",
  object: "a group of fields (key: value lines, indented)",
};

function describeValue(value: unknown): string {
  if (value === null) return "nothing (an empty value)";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "a group of fields";
  if (typeof value === "string") return `text ("${value.length > 30 ? `${value.slice(0, 30)}…` : value}")`;
  if (typeof value === "number") return `a number (${value})`;
  if (typeof value === "boolean") return `${value}`;
  return typeof value;
}

/** Values that read well inside quotes; a list or group would print as "[object Object]". */
function isQuotable(value: unknown): value is string | number | boolean {
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean";
}

function quoteList(values: readonly unknown[]): string {
  return values.map((value) => String(value)).join(", ");
}

interface Translated {
  path: PathSegment[];
  target: "value" | "key";
  message: string;
  suggestion?: string;
  code: string;
}

function translate(issue: Issue, parsed: ParsedSource, root: z.ZodType): Translated[] {
  const path = issue.path as PathSegment[];
  const value = valueAt(parsed.data, path);
  const parentPath = path.slice(0, -1);
  const lastKey = path[path.length - 1];

  switch (issue.code) {
    case "unrecognized_keys": {
      const objectValue = valueAt(parsed.data, path);
      const known = allowedKeys(schemaAt(root, parsed.data, path), objectValue);
      return issue.keys.map((key) => {
        const suggestion = closestMatch(key, known.filter((candidate) => !(objectValue && typeof objectValue === "object" && candidate in objectValue)));
        const message = suggestion
          ? `Unknown field "${key}". Did you mean "${suggestion}"?`
          : `Unknown field "${key}". Fields allowed here: ${known.join(", ")}.`;
        return { path: [...path, key], target: "key" as const, message, code: "unknown-field", ...(suggestion ? { suggestion } : {}) };
      });
    }
    case "invalid_union": {
      if (issue.discriminator && "options" in issue && issue.options) {
        // Blocks the site makes from a collection (a news listing, an entry's page) are not offered to editors.
        const options = issue.options.map(String).filter((type) => !(blockMetas as Record<string, { madeBySite?: true }>)[type]?.madeBySite).sort();
        if (value === undefined) {
          return [{ path: parentPath, target: "value", code: "missing-block-type", message: `This section has no type. Add a line "type:" naming one of the blocks: ${options.join(", ")}.` }];
        }
        const suggestion = typeof value === "string" ? closestMatch(value, options) : undefined;
        const message = !isQuotable(value)
          ? `"type" should name a block, but it is ${describeValue(value)}. The blocks are: ${options.join(", ")}.`
          : suggestion
            ? `Unknown block type "${String(value)}". Did you mean "${suggestion}"?`
            : `Unknown block type "${String(value)}". The blocks are: ${options.join(", ")}.`;
        return [{ path, target: "value", code: "unknown-block-type", message, ...(suggestion ? { suggestion } : {}) }];
      }
      return [{ path, target: "value", code: "invalid-value", message: "This value doesn't match any of the allowed forms." }];
    }
    case "invalid_type": {
      if (value === undefined) {
        return [{ path, target: "value", code: "missing-field", message: `Missing required field "${String(lastKey)}".` }];
      }
      const expected = expectedNames[issue.expected] ?? issue.expected;
      const subject = typeof lastKey === "number" ? "This value" : `"${String(lastKey)}"`;
      // YAML reads 780.0 as the number 780 and yes as true; quotes keep text exactly as written.
      const hint = issue.expected === "string" && (typeof value === "number" || typeof value === "boolean") ? " Put it in quotes so it shows exactly as written." : "";
      return [{ path, target: "value", code: "wrong-type", message: `${subject} should be ${expected}, but it is ${describeValue(value)}.${hint}` }];
    }
    case "invalid_value": {
      // zod reports a missing choice field (like icon:) as a wrong value, not a missing one.
      if (value === undefined) {
        return [{ path, target: "value", code: "missing-field", message: `Missing required field "${String(lastKey)}".` }];
      }
      const allowed = issue.values.map(String);
      const likely = typeof value === "string" ? likelyMatches(value, allowed) : [];
      const suggestion = likely[0];
      const message = !isQuotable(value)
        ? `"${String(lastKey)}" should be one of: ${quoteList(allowed)}, but it is ${describeValue(value)}.`
        : suggestion
          ? `"${String(value)}" is not allowed for ${String(lastKey)}. Did you mean ${eitherOf(likely)}? Allowed: ${quoteList(allowed)}.`
          : `"${String(value)}" is not allowed for ${String(lastKey)}. Use one of: ${quoteList(allowed)}.`;
      return [{ path, target: "value", code: "invalid-choice", message, ...(suggestion ? { suggestion } : {}) }];
    }
    case "too_small": {
      if (issue.origin === "array") {
        return [{ path, target: "value", code: "too-few-items", message: `Add at least ${Number(issue.minimum)} item${Number(issue.minimum) === 1 ? "" : "s"} to ${String(lastKey)}.` }];
      }
      if (issue.origin === "string") {
        return [{ path, target: "value", code: "empty-text", message: `"${String(lastKey)}" can't be empty. Write the text, or remove the line if the field is optional.` }];
      }
      return [{ path, target: "value", code: "too-small", message: `${String(lastKey)} must be at least ${Number(issue.minimum)}.` }];
    }
    case "too_big": {
      if (issue.origin === "array") {
        const count = Array.isArray(value) ? value.length : "more";
        return [{ path, target: "value", code: "too-many-items", message: `${String(lastKey)} allows at most ${Number(issue.maximum)} item${Number(issue.maximum) === 1 ? "" : "s"}; this has ${count}.` }];
      }
      return [{ path, target: "value", code: "too-big", message: `${String(lastKey)} must be at most ${Number(issue.maximum)}.` }];
    }
    default:
      // Custom refinements and formats carry messages written for editors in the schemas.
      return [{ path, target: "value", code: issue.code === "custom" ? "invalid-value" : `invalid-${issue.code.replace(/_/g, "-")}`, message: issue.message }];
  }
}

/**
 * Turns zod's issues into located, plain-language problems. A misspelt key
 * and the "missing" error it causes are folded into one message.
 */
export function problemsFromIssues(issues: readonly Issue[], parsed: ParsedSource, root: z.ZodType): Problem[] {
  const translated = issues.flatMap((issue) => translate(issue, parsed, root));
  const explainedMissing = new Set(
    translated.filter((item) => item.code === "unknown-field" && item.suggestion).map((item) => formatPath([...item.path.slice(0, -1), item.suggestion!])),
  );
  return translated
    .filter((item) => !(item.code === "missing-field" && explainedMissing.has(formatPath(item.path))))
    .map((item) =>
      problem({
        file: parsed.source.path,
        span: locate(parsed.doc, parsed.lineCounter, item.path, item.target),
        path: formatPath(item.path),
        code: item.code,
        message: item.message,
        suggestion: item.suggestion,
      }),
    );
}
