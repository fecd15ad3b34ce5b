/**
 * How far each translation the studio holds is behind its English page, from the values
 * being edited (unsaved edits included), by the same reckoning as `npm run translations`
 * (src/validation/translation-state.ts). It takes the block schemas to find a section's
 * texts, so the studio loads it after its first screen.
 */
import { localeOfPath, pathInLocale } from "../../validation/sources.ts";
import { standingOf } from "../../validation/translation-state.ts";
import { untranslatedFields, withEnglishStandIns } from "../../validation/translations.ts";
import type { TranslationProgress } from "../ContentNav.tsx";
import type { NamedFile } from "../page-names.ts";

/** Standings already worked out, by the English value and then the translation's: a keystroke changes one page, not all. */
const standings = new WeakMap<object, WeakMap<object, TranslationProgress>>();

function standing(englishData: unknown, translationData: unknown): TranslationProgress {
  if (!englishData || typeof englishData !== "object" || !translationData || typeof translationData !== "object") return standingOf(englishData, translationData);
  let byTranslation = standings.get(englishData);
  if (!byTranslation) standings.set(englishData, (byTranslation = new WeakMap()));
  let found = byTranslation.get(translationData);
  if (!found) byTranslation.set(translationData, (found = standingOf(englishData, translationData)));
  return found;
}

/**
 * Each translated page's progress, by the translation's path. Site settings have no sections to
 * fall behind; articles are reckoned by their own fingerprints (articles/arabic-state.ts). Values are compared by identity (the studio's values are never changed, only replaced).
 */
export function translationProgress(files: readonly (NamedFile & { kind: "site" | "page" | "collection" | "entry" })[]): Map<string, TranslationProgress> {
  const byPath = new Map(files.map((file) => [file.path, file]));
  const progress = new Map<string, TranslationProgress>();
  for (const file of files) {
    if (file.kind !== "page" || localeOfPath(file.path) === undefined) continue;
    const english = byPath.get(pathInLocale(file.path, undefined));
    if (!english) continue;
    progress.set(file.path, standing(english.data, file.data));
  }
  return progress;
}

/**
 * A translation's data with the English in each text not yet translated, as the preview draws it.
 * Each stand-in is a first-strong isolate (U+2068 … U+2069): inside a right-to-left page, English
 * read as its own run keeps its full stop at its end, not at the line's start.
 */
export function withEnglishForEmpty(englishData: unknown, translationData: unknown): unknown {
  const standIns = untranslatedFields(englishData, translationData).map((field) => ({ ...field, english: `\u2068${field.english}\u2069` }));
  return withEnglishStandIns(translationData, standIns);
}
