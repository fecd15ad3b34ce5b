import { formatPath, locate, type PathSegment, type Span } from "./location.ts";
import type { ParsedSource } from "./parse.ts";

/** One thing wrong with the content, located for the editor. */
export interface Problem extends Span {
  file: string;
  /** Where in the file's structure, e.g. `sections[2].items[0].link`. */
  path: string;
  message: string;
  /** The value the editor probably meant, when there is one. */
  suggestion?: string;
  severity: "error" | "warning";
  /** A stable name for the kind of mistake, for tools and tests. */
  code: string;
  /** For a line out of line: the column (1-based) where it should start, shown under the code frame. */
  expectedColumn?: number;
}

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
