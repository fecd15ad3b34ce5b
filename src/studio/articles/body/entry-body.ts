/**
 * The body of a whole entry file (front matter between `---` lines, then Markdown), and
 * the file with only its body replaced: the front matter's bytes are never touched here.
 */
import { splitEntry } from "../../../validation/collections/entry-file.ts";

export function entryBody(fileText: string): string | undefined {
  const split = splitEntry(fileText);
  return split ? fileText.slice(split.bodyStart) : undefined;
}

/** The file with its body replaced; undefined when the file has no front matter to keep. */
export function replaceEntryBody(fileText: string, body: string): string | undefined {
  const split = splitEntry(fileText);
  return split ? fileText.slice(0, split.bodyStart) + body : undefined;
}
