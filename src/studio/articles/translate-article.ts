/**
 * "Translate this article": the translation's file, made from the English with its structure
 * (every field, heading, list, table and picture in place) and each text still in English,
 * to be written over. The validator says of each text that it is not yet marked as translated
 * (translation.ts: no fingerprint recorded), and the studio shows the English beside it; the
 * file starts as a draft, so English words never go live under the language's address.
 */
import { pathInLocale } from "../../validation/sources.ts";
import { schemaKeyOrder } from "../editing/key-order.ts";
import { editedEntryText } from "../editing/entry-text.ts";

export function planEntryTranslation(englishPath: string, englishText: string, locale: string): { path: string; text: string } {
  const path = pathInLocale(englishPath, locale);
  const text = editedEntryText(englishText, [{ op: "set", path: ["draft"], value: true }], schemaKeyOrder(path));
  return { path, text };
}
