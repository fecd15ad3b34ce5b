/**
 * A news entry as the studio edits it: the file is front matter between `---` lines, then a
 * Markdown body. The studio's value of an entry is the front matter's value with the body
 * beside it under `body`; an edit of a front matter field goes through the same byte-exact
 * YAML edit as a page (yaml-edit.ts) on the front matter's own text, and an edit of `body`
 * replaces the body's text alone (the body editor splices it, block by block). The `---`
 * lines, and whichever part was not edited, are written back as they were.
 */
import { parse } from "yaml";
import { entryBodyKey, matterHoldsBody } from "../../validation/entry-body-key.ts";
import { splitEntry } from "../../validation/collections/entry-file.ts";
import type { Change } from "./changes.ts";
import { applyChanges, EditError, type KeyOrder } from "./yaml-edit.ts";

/** The key of an entry's value that holds its Markdown body; the schema has no field of that name. */
export const bodyKey = entryBodyKey;

export interface EntryParts {
  /** Up to and with the opening `---` line. */
  opening: string;
  /** The YAML between the `---` lines. */
  matter: string;
  /** The closing `---` line with its line ending. */
  closing: string;
  body: string;
}

const openingLine = /^\uFEFF?---[ \t]*\r?\n/;

/** The entry's parts, or undefined when it has no front matter between `---` lines. */
export function entryParts(text: string): EntryParts | undefined {
  const split = splitEntry(text);
  const opening = openingLine.exec(text)?.[0];
  if (!split || opening === undefined) return undefined;
  return { opening, matter: text.slice(opening.length, split.matterEnd), closing: text.slice(split.matterEnd, split.bodyStart), body: text.slice(split.bodyStart) };
}

/**
 * The entry's value: its front matter's fields and its `body`; null when the file cannot be read
 * as an entry, or when its front matter holds a `body:` of its own, which the Markdown would
 * silently replace (the validator's refusal says where it is; validation/entry-body-key.ts).
 */
export function entryData(text: string): Record<string, unknown> | null {
  const parts = entryParts(text);
  if (!parts) return null;
  try {
    const matter: unknown = parse(parts.matter);
    if (matter !== null && (typeof matter !== "object" || Array.isArray(matter))) return null;
    if (matterHoldsBody(matter)) return null;
    return { ...(matter as Record<string, unknown> | null), [bodyKey]: parts.body };
  } catch {
    return null;
  }
}

function isBodyChange(change: Change): boolean {
  return change.path[0] === bodyKey;
}

/**
 * The entry's text with `changes` applied: front matter changes on the front matter's lines
 * only, a body change as the body's whole new text. Throws EditError when an edit no longer fits.
 */
export function editedEntryText(text: string, changes: readonly Change[], keyOrder?: KeyOrder): string {
  if (changes.length === 0) return text;
  const parts = entryParts(text);
  if (!parts) throw new EditError("The entry's details are not between two lines of three dashes (---), so the studio cannot edit them.");
  let { matter, body } = parts;
  for (const change of changes) {
    if (!isBodyChange(change)) {
      matter = applyChanges(matter, [change], keyOrder ? { keyOrder } : {});
      continue;
    }
    if (change.op !== "set" || change.path.length !== 1 || typeof change.value !== "string") throw new EditError("The text of an entry is replaced as a whole, never in parts.");
    body = change.value;
  }
  // A front matter whose last line lost its line ending would run into the closing `---`.
  if (matter !== "" && !matter.endsWith("\n")) matter += "\n";
  return `${parts.opening}${matter}${parts.closing}${body}`;
}
