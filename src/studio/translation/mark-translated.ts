/**
 * "Mark as translated": records, in each translated section, the fingerprints of the
 * English it now matches (src/validation/translations.ts), by splicing the `translated:`
 * field into the file's text, so nothing else in the file changes.
 */
import { parse } from "yaml";
import { alignSections, fingerprintsOf, sectionList, untranslatedFields } from "../../validation/translations.ts";
import type { Change } from "../editing/changes.ts";
import { schemaKeyOrder } from "../editing/key-order.ts";
import { applyChanges } from "../editing/yaml-edit.ts";

/**
 * The changes that mark sections of a translation as made from the English page's current
 * text: every section that has an English counterpart, or only those at `onlySections`
 * (indexes in the translation). Sections already up to date, and sections with texts not
 * yet translated, get no change.
 */
export function markTranslatedChanges(englishData: unknown, translationData: unknown, onlySections?: readonly number[]): Change[] {
  const english = sectionList(englishData);
  const translation = sectionList(translationData);
  const changes: Change[] = [];
  // A section with texts still empty does not match its English yet.
  const unfinished = new Set(untranslatedFields(englishData, translationData).map(({ path }) => path[1]));
  for (const [i, j] of alignSections(english, translation)) {
    if (onlySections && !onlySections.includes(j)) continue;
    if (unfinished.has(j)) continue;
    const marks = fingerprintsOf(english[i]);
    if (JSON.stringify(translation[j]!.translated) === JSON.stringify(marks)) continue;
    changes.push({ op: "set", path: ["sections", j, "translated"], value: marks });
  }
  return changes;
}

/** The translation's text with its sections marked as translated from the English text given. */
export function markTranslated(englishText: string, translationText: string, translationPath: string, onlySections?: readonly number[]): string {
  const changes = markTranslatedChanges(parse(englishText), parse(translationText), onlySections);
  return changes.length === 0 ? translationText : applyChanges(translationText, changes, { keyOrder: schemaKeyOrder(translationPath) });
}
