import type { Document, LineCounter } from "yaml";
import type { Problem, Span } from "../content/problem.ts";
import { formatPath, locate, type PathSegment } from "./location.ts";

export type { Problem };

/** The start of a file: where problems about the whole file point. */
const fileStart: Span = { line: 1, column: 1, endLine: 1, endColumn: 1 };

/**
 * The one way a problem record is made, so every problem has the same fields in the
 * same order. Errors by default; `path` is "(file)" for problems about the whole file.
 */
export function problem({
  file,
  span = fileStart,
  path = "(file)",
  code,
  message,
  editorMessage,
  suggestion,
  severity = "error",
  expectedColumn,
}: {
  file: string;
  span?: Span;
  path?: string;
  code: string;
  message: string;
  editorMessage?: string | undefined;
  suggestion?: string | undefined;
  severity?: Problem["severity"];
  expectedColumn?: number;
}): Problem {
  return {
    file,
    ...span,
    path,
    message,
    ...(editorMessage ? { editorMessage } : {}),
    severity,
    code,
    ...(suggestion ? { suggestion } : {}),
    ...(expectedColumn !== undefined ? { expectedColumn } : {}),
  };
}

/** What `problemAt` needs of a parsed file (a ParsedSource has it): its name and its YAML tree. */
interface LocatableSource {
  source: { path: string };
  doc: Document;
  lineCounter: LineCounter;
}

/** A problem at `path` in a parsed file, located by the YAML node found there. */
export function problemAt(
  parsed: LocatableSource,
  path: PathSegment[],
  code: string,
  message: string,
  { suggestion, severity = "error", editorMessage }: { suggestion?: string | undefined; severity?: Problem["severity"]; editorMessage?: string | undefined } = {},
): Problem {
  return problem({ file: parsed.source.path, span: locate(parsed.doc, parsed.lineCounter, path), path: formatPath(path), code, message, editorMessage, suggestion, severity });
}
