/**
 * What a translator needs beside each field of a translated page: the English the field
 * translates (the English section it was made from, paired as the validator pairs them,
 * and the same field path), and whether that English changed since the section was marked
 * as translated, by the fingerprints the section records (src/validation/translations.ts).
 */
import { alignSections, fingerprint, pageTexts, sectionList, sectionTexts } from "../../validation/translations.ts";
import type { EarlierEnglish } from "../translation/earlier-english.ts";
import { formatPath } from "./fields.ts";

export interface EnglishSource {
  text: string;
  /**
   * "current": the section was marked as translated from this English. "changed": the English
   * changed since. "unmarked": the section records no English for this field yet.
   * "untranslated": the field is empty, not translated yet. "page": a page field (title,
   * description), written, which records no fingerprint.
   */
  state: "current" | "changed" | "unmarked" | "untranslated" | "page";
  /** For a section's field: its section in the translation, its path there and the fingerprint it records, to look up the English it was made from. */
  source?: { section: number; field: string; recorded?: string };
}

export interface TranslationAid {
  /** The translation's language: its inputs for words take its direction. */
  lang: string;
  dir: "ltr" | "rtl";
  /** The English beside each field, by the field's path in the translation (`sections[0].title`). */
  english: ReadonlyMap<string, EnglishSource>;
  /** Each translated section's English counterpart, by index; a section absent here has none. */
  counterpart: ReadonlyMap<number, number>;
  /** Looks up the English a changed field was translated from, in the English page's history. */
  earlierEnglish?: ((question: { section: number; field: string; recorded: string }) => Promise<EarlierEnglish>) | undefined;
}

const isEmpty = (value: unknown) => typeof value === "string" && value.trim() === "";

export function translationAid(englishData: unknown, translationData: unknown, language: { code: string; dir: "ltr" | "rtl" }): TranslationAid {
  const english = new Map<string, EnglishSource>();
  const page = (englishData ?? {}) as Record<string, unknown>;
  const translationPage = (translationData ?? {}) as Record<string, unknown>;
  for (const field of pageTexts) {
    const text = page[field];
    if (typeof text === "string") english.set(field, { text, state: isEmpty(translationPage[field]) ? "untranslated" : "page" });
  }
  const englishSections = sectionList(englishData);
  const translated = sectionList(translationData);
  const counterpart = new Map<number, number>();
  for (const [i, j] of alignSections(englishSections, translated)) {
    counterpart.set(j, i);
    const recorded = (translated[j]?.translated ?? {}) as Record<string, unknown>;
    const own = sectionTexts(translated[j]);
    for (const [field, text] of sectionTexts(englishSections[i])) {
      const mark = recorded[field];
      const state = own.get(field) === "" ? "untranslated" : mark === undefined ? "unmarked" : mark === fingerprint(text) ? "current" : "changed";
      const source = { section: j, field, ...(typeof mark === "string" ? { recorded: mark } : {}) };
      english.set(formatPath(["sections", j]) + (field.startsWith("[") ? field : `.${field}`), { text, state, source });
    }
  }
  return { lang: language.code, dir: language.dir, english, counterpart };
}

/**
 * The aid as text, without its lookup: while a translator types, the English beside each
 * field and its state mostly stay the same, and comparing this text keeps the aid the same
 * object, so the fields (which all read it) need not all redraw at each keystroke.
 */
export function aidText(aid: TranslationAid, translationData: unknown): string {
  // What the lookup pairs the translation's sections by: their types, ids and the English they record, not their words.
  const sections = sectionList(translationData).map(({ type, id, translated }) => ({ type, id, translated }));
  return JSON.stringify([aid.lang, aid.dir, [...aid.english], [...aid.counterpart], sections]);
}

/** The aid back from its text, and the translation's outline its lookup asks with. */
export function aidFromText(text: string): { aid: TranslationAid; outline: { sections: unknown[] } } {
  const [lang, dir, english, counterpart, sections] = JSON.parse(text) as [string, "ltr" | "rtl", [string, EnglishSource][], [number, number][], unknown[]];
  return { aid: { lang, dir, english: new Map(english), counterpart: new Map(counterpart) }, outline: { sections } };
}
