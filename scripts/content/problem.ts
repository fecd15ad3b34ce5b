import type { Problem } from "../../src/content/problem.ts";
import { formatPath, locate, type PathSegment } from "./location.ts";
import type { ParsedSource } from "./parse.ts";

export type { Problem };

/** A problem at `path` in a parsed file, located by the YAML node found there. */
export function problemAt(
  parsed: ParsedSource,
  path: PathSegment[],
  code: string,
  message: string,
  { suggestion, severity = "error" }: { suggestion?: string | undefined; severity?: Problem["severity"] } = {},
): Problem {
  return {
    file: parsed.source.path,
    ...locate(parsed.doc, parsed.lineCounter, path),
    path: formatPath(path),
    message,
    severity,
    code,
    ...(suggestion ? { suggestion } : {}),
  };
}
