/**
 * "Mark as translated" for a collection's entry: writes, in the translation's front matter, the
 * fingerprints of the English it now matches (translation.ts). Only the `translated:` lines
 * change; the rest of the file stays byte for byte.
 */
import type { Collection } from "../../content/collections/declaration.ts";
import { readEntryFile, splitEntry } from "./entry-file.ts";
import { entryFingerprints } from "./translation.ts";

export function markEntryTranslated(englishText: string, englishPath: string, translationText: string, collection: Collection): string {
  const english = readEntryFile({ path: englishPath, text: englishText, kind: "entry" }, collection).file;
  const split = splitEntry(translationText);
  if (!english || !split) throw new Error("Both files need their front matter between --- lines before the translation can be marked.");
  const matter = translationText.slice(0, split.matterEnd);
  // The old block: a `translated:` line and the indented lines under it.
  const withoutOld = matter.replace(/^translated:[^\n]*\n(?:[ \t]+[^\n]*\n)*/m, "");
  const lines = Object.entries(entryFingerprints(english)).map(([key, mark]) => `  ${key}: "${mark}"\n`);
  const newline = withoutOld.endsWith("\n") ? "" : "\n";
  return `${withoutOld}${newline}translated:\n${lines.join("")}${translationText.slice(split.matterEnd)}`;
}
