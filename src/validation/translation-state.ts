/**
 * How far each page's translations are: translated, behind the English (in how many
 * sections), with texts still to translate (how many), or not yet translated. Read from the files alone, as validation reads them;
 * the CLI lists it and the studio shows it beside each page.
 */
import { parse } from "yaml";
import { pairSections, sectionList, untranslatedFields } from "./translations.ts";
import { pairsBehind } from "./translation-pairs.ts";
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

/**
 * Sections of a translation that are behind its English page: edited in English, moved there,
 * removed there (by the translation's index), or added there (counted past the translation's end).
 */
export function sectionsBehind(englishData: unknown, translationData: unknown): number[] {
  const translation = sectionList(translationData);
  return pairsBehind(pairSections(sectionList(englishData), translation))
    .map((pair) => (pair.state === "new" ? translation.length + pair.english : pair.translation))
    .sort((a, b) => a - b);
}

/** The languages content/site.yaml declares beside the default one, by code. */
export function translationLocales(sources: readonly SourceFile[]): string[] {
  const site = sources.find((source) => source.path === siteFile);
  return ((readData(site?.text ?? "") as { locales?: { code?: unknown }[] } | undefined)?.locales ?? [])
    .slice(1)
    .map((locale) => locale.code)
    .filter((code): code is string => typeof code === "string");
}

/** Every page in every language content/site.yaml declares, in the English pages' order. */
export function translationStates(sources: readonly SourceFile[]): TranslationState[] {
  const locales = translationLocales(sources);
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
