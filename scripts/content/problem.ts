import type { Span } from "./location.ts";

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
}
