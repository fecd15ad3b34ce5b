/**
 * What must hold for any content, however broken: the validator answers
 * instead of throwing, and every refusal points inside a file the editor has
 * (or is told to create), in words meant for people.
 */
import type { Problem } from "../../src/validation/problem.ts";
import { pagesFolder, siteFile, type SourceFile } from "../../src/validation/sources.ts";
import { validateSources, type ValidationResult } from "../../src/validation/validate.ts";

export type ViolationKind = "crash" | "file" | "position" | "message" | "severity" | "content";

export interface Violation {
  kind: ViolationKind;
  description: string;
  problem?: Problem;
}

/** Thrown for the first broken property; the message carries the files, so a shrunk counterexample reads on its own. */
export class PropertyViolation extends Error {
  constructor(
    readonly violation: Violation,
    message: string,
  ) {
    super(message);
    this.name = "PropertyViolation";
  }
}

/**
 * Files a problem may name although they are not among the sources: the
 * validator asks the editor to create them, so the only sensible place is 1:1.
 */
const filesToCreate = new Set([siteFile, `${pagesFolder}/not-found.yaml`]);

/**
 * Lines as editors count them: `text.split("\n")`, so the empty line after a
 * final newline counts (an editor shows it and the cursor can sit there), and
 * an empty file has one empty line. That makes 1:1 valid in every file without
 * a special case for empty ones.
 */
function linesOf(text: string): string[] {
  return text.split("\n");
}

function positionOutside(lines: readonly string[], line: number, column: number): string | undefined {
  if (!Number.isInteger(line) || line < 1 || line > lines.length) return `line ${line} is outside the file (1-${lines.length})`;
  const length = lines[line - 1]!.length;
  if (!Number.isInteger(column) || column < 1 || column > length + 1) return `column ${column} is outside line ${line} (1-${length + 1})`;
  return undefined;
}

function locationViolation(problem: Problem, texts: ReadonlyMap<string, string>): Violation | undefined {
  const text = texts.get(problem.file);
  if (text === undefined) {
    if (!filesToCreate.has(problem.file)) return { kind: "file", description: `names ${problem.file}, which is not a content file`, problem };
    const atStart = problem.line === 1 && problem.column === 1 && problem.endLine === 1 && problem.endColumn === 1;
    return atStart ? undefined : { kind: "position", description: `points inside ${problem.file}, which does not exist`, problem };
  }
  const lines = linesOf(text);
  const startOutside = positionOutside(lines, problem.line, problem.column);
  if (startOutside) return { kind: "position", description: `starts where ${startOutside}`, problem };
  const endOutside = positionOutside(lines, problem.endLine, problem.endColumn);
  if (endOutside) return { kind: "position", description: `ends where ${endOutside}`, problem };
  if (problem.endLine < problem.line || (problem.endLine === problem.line && problem.endColumn < problem.column)) {
    return { kind: "position", description: `ends (${problem.endLine}:${problem.endColumn}) before it starts (${problem.line}:${problem.column})`, problem };
  }
  return undefined;
}

/** Leaked programmer text; allowed only when the editor wrote it in the file being quoted back. */
const leakedTokens = ["undefined", "[object Object]"];

function messageViolation(problem: Problem, texts: ReadonlyMap<string, string>): Violation | undefined {
  const message: unknown = problem.message;
  if (typeof message !== "string" || message.trim() === "") return { kind: "message", description: "has an empty message", problem };
  if (/^\s{4}at /m.test(message)) return { kind: "message", description: "has a stack trace in its message", problem };
  const text = texts.get(problem.file) ?? "";
  const leaked = leakedTokens.find((token) => message.includes(token) && !text.includes(token));
  if (leaked) return { kind: "message", description: `says "${leaked}"`, problem };
  if (typeof problem.code !== "string" || problem.code === "") return { kind: "message", description: "has no code", problem };
  return undefined;
}

/** The first broken property in a validation result, if any. */
export function findViolation(sources: readonly SourceFile[], result: ValidationResult): Violation | undefined {
  const texts = new Map(sources.map((source) => [source.path, source.text]));
  for (const problem of result.problems) {
    if (problem.severity !== "error" && problem.severity !== "warning") return { kind: "severity", description: `has severity ${JSON.stringify(problem.severity)}`, problem };
    const violation = locationViolation(problem, texts) ?? messageViolation(problem, texts);
    if (violation) return violation;
  }
  const errors = result.problems.filter((problem) => problem.severity === "error").length;
  if (errors > 0 && result.content !== undefined) return { kind: "content", description: `returned content despite ${errors} error(s)` };
  if (errors === 0 && result.content === undefined) return { kind: "content", description: "refused the content without saying why (no errors, no content)" };
  return undefined;
}

const longestShownLine = 200;

/** Numbered lines with invisible characters escaped, since a tab or \r is often the whole point. */
function numberedText(text: string): string {
  return linesOf(text)
    .map((line, index) => {
      const shown = JSON.stringify(line.slice(0, longestShownLine)).slice(1, -1);
      const rest = line.length > longestShownLine ? `… (${line.length - longestShownLine} more characters)` : "";
      return `${String(index + 1).padStart(4)} | ${shown}${rest}`;
    })
    .join("\n");
}

function describeViolation(violation: Violation, sources: readonly SourceFile[], shownPaths: readonly string[]): string {
  const { problem } = violation;
  const heading = problem ? `A problem ${violation.description}:\n${JSON.stringify(problem, null, 2)}` : `The validator ${violation.description}.`;
  const paths = new Set([...(problem ? [problem.file] : []), ...shownPaths]);
  const files = [...paths].map((path) => {
    const source = sources.find((candidate) => candidate.path === path);
    return source ? `--- ${path} ---\n${numberedText(source.text)}` : `--- ${path} (absent) ---`;
  });
  return [heading, ...files].join("\n\n");
}

/**
 * Validates `sources` and throws a PropertyViolation for the first broken
 * property. `shownPaths` are the files to print with it (the mutated ones);
 * the file a problem points into is always printed.
 */
export function checkValidatorProperties(sources: readonly SourceFile[], shownPaths: readonly string[] = sources.map((source) => source.path)): ValidationResult {
  let result: ValidationResult;
  try {
    result = validateSources(sources);
  } catch (error) {
    const violation: Violation = { kind: "crash", description: `threw ${error instanceof Error ? (error.stack ?? error.message) : String(error)}` };
    throw new PropertyViolation(violation, describeViolation(violation, sources, shownPaths));
  }
  const violation = findViolation(sources, result);
  if (violation) throw new PropertyViolation(violation, describeViolation(violation, sources, shownPaths));
  return result;
}
