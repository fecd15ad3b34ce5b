/**
 * An entry's text is its Markdown under the second `---` line; the studio holds it as the
 * entry's `body`. A `body:` line in the front matter would be a second text, and one of the two
 * would be lost: the build would refuse it as an unknown field, and the studio, which puts the
 * Markdown under that key, would hide it and write its own. So the front matter may not hold
 * it: the validator refuses the key at its line, and the studio does not open such a file's form.
 */
import type { ParsedSource } from "./parse.ts";
import { locate } from "./location.ts";
import { problem, type Problem } from "./problem.ts";

/** The key the studio gives an entry's Markdown text (src/studio/entry-text.ts). */
export const entryBodyKey = "body";

export function matterHoldsBody(matter: unknown): boolean {
  return matter !== null && typeof matter === "object" && !Array.isArray(matter) && Object.hasOwn(matter, entryBodyKey);
}

/** The refusal of a `body:` line, at its key, or undefined when the front matter has none. */
export function bodyInMatterProblem(parsed: ParsedSource): Problem | undefined {
  if (!matterHoldsBody(parsed.data)) return undefined;
  return problem({
    file: parsed.source.path,
    span: locate(parsed.doc, parsed.lineCounter, [entryBodyKey], "key"),
    path: entryBodyKey,
    code: "entry-body-in-front-matter",
    message: "An entry's text can't be a detail between the --- lines: it is everything written under the second --- line, in Markdown. Move these words there and remove this body: line.",
  });
}
