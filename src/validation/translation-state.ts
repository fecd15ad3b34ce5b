/**
 * How far each page's translations are: translated, behind the English (in how many
 * sections), with texts still to translate (how many), or not yet translated. Read from the files alone, as validation reads them;
 * the CLI lists it and the studio shows it beside each page.
 */
import { parse } from "yaml";
import { alignSections, fingerprintsOf, sectionList, sectionShape, untranslatedFields } from "./translations.ts";
import type { TranslationStanding } from "./translation-standing.ts";
import { kindOfPath, localeOfPath, pathInLocale, siteFile, type SourceFile } from "./sources.ts";

export interface TranslationState {
  locale: string;
  englishPath: string;
  translationPath: string;
  state: TranslationStanding;
  /** Sections whose English changed, were added or were never marked, when behind. */
  behind: number;
  /** Texts left empty, not yet translated, when incomplete. */
  untranslated: number;
}

/** Where a translation stands, from the English page's data and its own. */
export function standingOf(englishData: unknown, translationData: unknown): { state: Exclude<TranslationStanding, "missing">; behind: number; untranslated: number } {
  const untranslated = untranslatedFields(englishData, translationData).length;
  const behind = sectionsBehind(englishData, translationData).length;
  return { state: untranslated > 0 ? "incomplete" : behind > 0 ? "behind" : "translated", behind, untranslated };
}


function readData(text: string): unknown {
  try {
    return parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Sections of a translation that are behind its English page: unmatched on either side, or recorded from other English. */
export function sectionsBehind(englishData: unknown, translationData: unknown): number[] {
  const english = sectionList(englishData);
  const translation = sectionList(translationData);
  const pairs = alignSections(english.map(sectionShape), translation.map(sectionShape));
  const behind = new Set<number>();
  for (const [i, j] of pairs) {
    const marks = fingerprintsOf(english[i]);
    const recorded = (translation[j]!.translated ?? {}) as Record<string, unknown>;
    if (Object.entries(marks).some(([field, mark]) => recorded[field] !== mark)) behind.add(j);
  }
  translation.forEach((_, j) => {
    if (!pairs.some(([, matched]) => matched === j)) behind.add(j);
  });
  // An English section with no counterpart is work too; it has no index in the translation, so it counts past the end.
  english.forEach((_, i) => {
    if (!pairs.some(([matched]) => matched === i)) behind.add(translation.length + i);
  });
  return [...behind].sort((a, b) => a - b);
}

/** Every page in every language content/site.yaml declares, in the English pages' order. */
export function translationStates(sources: readonly SourceFile[]): TranslationState[] {
  const site = sources.find((source) => source.path === siteFile);
  const locales = ((readData(site?.text ?? "") as { locales?: { code?: unknown }[] } | undefined)?.locales ?? [])
    .slice(1)
    .map((locale) => locale.code)
    .filter((code): code is string => typeof code === "string");
  const byPath = new Map(sources.map((source) => [source.path, source]));
  const englishPages = sources.filter((source) => source.kind === "page" && localeOfPath(source.path) === undefined && kindOfPath(source.path) === "page");
  return locales.flatMap((locale) =>
    englishPages.map((english): TranslationState => {
      const translationPath = pathInLocale(english.path, locale);
      const translation = byPath.get(translationPath);
      if (!translation) return { locale, englishPath: english.path, translationPath, state: "missing", behind: 0, untranslated: 0 };
      return { locale, englishPath: english.path, translationPath, ...standingOf(readData(english.text), readData(translation.text)) };
    }),
  );
}
