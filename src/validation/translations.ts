/**
 * Checks a translation against the English it translates, from the files alone (CI clones
 * are shallow, so nothing here may ask git): the same route, the same sections in the same
 * order, and for each section the fingerprints of the English it was made from. A changed
 * English field no longer matches its fingerprint and is named at the translation's line.
 */
import { sectionSchema } from "../blocks/schemas.ts";
import { markdownText, plainText } from "../content/primitives.ts";
import { formatPath, type PathSegment } from "./location.ts";
import type { ParsedSource } from "./parse.ts";
import { problem, problemAt, type Problem } from "./problem.ts";
import { findBySchema } from "./schema-walk.ts";
import { pathInLocale } from "./sources.ts";

/** A short fingerprint of a text (32-bit FNV-1a, 8 hex digits): enough to notice a change, never to recover the text. */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text.normalize("NFC"))) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}

/** Each text field of a section by its path there (`title`, `items[0].title`): what a translation translates. */
export function sectionTexts(section: unknown): Map<string, string> {
  const texts = new Map<string, string>();
  const found = (value: unknown, path: (string | number)[]) => {
    if (typeof value === "string") texts.set(formatPath(path), value.trim());
  };
  findBySchema(sectionSchema, section, plainText, found);
  // A prose block's Markdown is translated as one text.
  findBySchema(sectionSchema, section, markdownText, found);
  return texts;
}

/** The fingerprints a translated section records for the English section it was made from. */
export function fingerprintsOf(englishSection: unknown): Record<string, string> {
  return Object.fromEntries([...sectionTexts(englishSection)].map(([path, text]) => [path, fingerprint(text)]));
}

interface SectionShape {
  type: string;
  id?: string;
  title?: string;
}

/** A section as read from a file before validation: any of these may be missing or mistyped. */
export interface SectionData {
  type?: unknown;
  id?: unknown;
  title?: unknown;
  translated?: unknown;
}

/** The sections of a page's data, or none when it has no list of them. */
export function sectionList(data: unknown): SectionData[] {
  const sections = (data as { sections?: unknown } | null | undefined)?.sections;
  return Array.isArray(sections) ? sections.map((section: unknown) => (section && typeof section === "object" ? (section as SectionData) : {})) : [];
}

/** What aligns a section with its counterpart in the other language (alignSections): its type and id, and its title for messages. */
export function sectionShape(section: SectionData): SectionShape {
  return {
    type: typeof section.type === "string" ? section.type : "?",
    ...(typeof section.id === "string" ? { id: section.id } : {}),
    ...(typeof section.title === "string" ? { title: section.title } : {}),
  };
}

function sectionsOf(parsed: ParsedSource): SectionShape[] {
  return sectionList(parsed.data).map(sectionShape);
}

const sameSection = (a: SectionShape, b: SectionShape) => a.type === b.type && a.id === b.id;

/** Pairs of indexes (English, translation) of sections that correspond: the longest common run of types and ids, in order. */
export function alignSections(english: readonly SectionShape[], translation: readonly SectionShape[]): [number, number][] {
  const rows = english.length;
  const columns = translation.length;
  const longest = Array.from({ length: rows + 1 }, () => new Array<number>(columns + 1).fill(0));
  for (let i = rows - 1; i >= 0; i--) {
    for (let j = columns - 1; j >= 0; j--) {
      longest[i]![j] = sameSection(english[i]!, translation[j]!) ? longest[i + 1]![j + 1]! + 1 : Math.max(longest[i + 1]![j]!, longest[i]![j + 1]!);
    }
  }
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < rows && j < columns; ) {
    if (sameSection(english[i]!, translation[j]!)) pairs.push([i++, j++]);
    else if (longest[i + 1]![j]! >= longest[i]![j + 1]!) i++;
    else j++;
  }
  return pairs;
}

/** A text of a translation not translated yet: empty where the English has words. */
export interface UntranslatedField {
  /** Where it is in the translation: ["title"], ["sections", 0, "items", 1, "text"]. */
  path: PathSegment[];
  /** The English it is to translate, which stands in for it until it is translated. */
  english: string;
}

/** The page's own words that a translation translates, beside its sections' texts. */
export const pageTexts = ["title", "description"] as const;

const isEmptyText = (value: unknown) => typeof value === "string" && value.trim() === "";

/**
 * Every text of a translation left empty where the English page has words: what "Translate
 * this page" leaves for the translator, and what a translator has not reached yet. Only texts
 * the English has count; a section with no English counterpart has nothing to stand in.
 */
export function untranslatedFields(englishData: unknown, translationData: unknown): UntranslatedField[] {
  const found: UntranslatedField[] = [];
  const englishPage = (englishData ?? {}) as Record<string, unknown>;
  const translationPage = (translationData ?? {}) as Record<string, unknown>;
  for (const field of pageTexts) {
    const english = englishPage[field];
    if (isEmptyText(translationPage[field]) && typeof english === "string" && english.trim() !== "") found.push({ path: [field], english: english.trim() });
  }
  const englishSections = sectionList(englishData);
  const translated = sectionList(translationData);
  for (const [i, j] of alignSections(englishSections.map(sectionShape), translated.map(sectionShape))) {
    const english = sectionTexts(englishSections[i]);
    for (const [field, text] of sectionTexts(translated[j])) {
      const source = english.get(field);
      if (text === "" && source) found.push({ path: ["sections", j, ...parseFieldPath(field)], english: source });
    }
  }
  return found;
}

/** The translation's data with the English standing in for each text not translated yet (a copy; the data given is left alone). */
export function withEnglishStandIns(translationData: unknown, untranslated: readonly UntranslatedField[]): unknown {
  if (untranslated.length === 0) return translationData;
  const copy = structuredClone(translationData) as Record<string | number, unknown>;
  for (const { path, english } of untranslated) {
    let parent: Record<string | number, unknown> = copy;
    for (const segment of path.slice(0, -1)) parent = parent[segment] as Record<string | number, unknown>;
    parent[path[path.length - 1]!] = english;
  }
  return copy;
}

/** How an editor names a section: its type and, where it has one, its title. */
function sectionName(section: SectionShape, index: number): string {
  return `the ${section.type} section${section.title ? ` "${section.title}"` : ""} (sections[${index}])`;
}

const quoted = (text: string) => `"${text.length > 80 ? `${text.slice(0, 77)}…` : text}"`;

export interface TranslationInput {
  english: ParsedSource;
  translation: ParsedSource;
  /** The translation's language by name, for messages: "Arabic". */
  languageName: string;
}

/** The checks of one translated page against its English page. */
export function checkTranslation({ english, translation, languageName }: TranslationInput): Problem[] {
  const problems: Problem[] = [];
  const englishRoute = (english.data as { route?: unknown }).route;
  const route = (translation.data as { route?: unknown }).route;
  if (typeof englishRoute === "string" && route !== englishRoute) {
    problems.push(
      problemAt(translation, ["route"], "translation-route", `A translation keeps the route of the page it translates: write route: "${englishRoute}", as ${english.source.path} has it. The ${languageName} address is made from it.`, {
        suggestion: englishRoute,
        editorMessage: `A translation keeps the route of the page it translates: "${englishRoute}", as the English page has it. The ${languageName} address is made from it.`,
      }),
    );
  }

  const englishSections = sectionsOf(english);
  const translatedSections = sectionsOf(translation);
  const pairs = alignSections(englishSections, translatedSections);
  const matchedEnglish = new Set(pairs.map(([i]) => i));
  const matchedTranslation = new Set(pairs.map(([, j]) => j));

  englishSections.forEach((section, i) => {
    if (matchedEnglish.has(i)) return;
    // Where the missing section belongs: before the translation's counterpart of the next English section that has one.
    const next = pairs.find(([englishIndex]) => englishIndex > i);
    const at: PathSegment[] = next ? ["sections", next[1]] : ["sections"];
    problems.push(
      problemAt(
        translation,
        at,
        "translation-section-missing",
        `The English page has ${sectionName(section, i)} ${next ? "before this section" : "at its end"}, and this translation has no such section. It was added or moved in English: translate it and put it at the same place.`,
        { severity: "warning" },
      ),
    );
  });
  translatedSections.forEach((section, j) => {
    if (matchedTranslation.has(j)) return;
    problems.push(
      problemAt(
        translation,
        ["sections", j, "type"],
        "translation-section-extra",
        `This ${section.type} section${section.id ? ` (id: ${section.id})` : ""} has no counterpart at this place in the English page (${english.source.path}). It was removed or moved there: remove it here, or move it to where the English has it.`,
        {
          severity: "warning",
          editorMessage: `This ${section.type} section has no counterpart at this place in the English page. It was removed or moved there: remove it here, or move it to where the English has it.`,
        },
      ),
    );
  });

  // Texts left empty are one finding for the page, not a drift in each of their sections.
  const untranslated = untranslatedFields(english.data, translation.data);
  if (untranslated.length > 0) {
    const count = untranslated.length === 1 ? "1 field" : `${untranslated.length} fields`;
    const consequence = `Until every field is translated, the ${languageName} address shows the English page under a notice, and search engines are pointed to the English page.`;
    problems.push(
      problemAt(translation, untranslated[0]!.path, "translation-incomplete", `${count} not yet translated (the first: ${formatPath(untranslated[0]!.path)}, English ${quoted(untranslated[0]!.english)}). ${consequence}`, {
        severity: "warning",
        editorMessage: `${count} of this page ${untranslated.length === 1 ? "is" : "are"} not yet translated. ${consequence}`,
      }),
    );
  }
  const emptyIn = (j: number) => new Set(untranslated.filter(({ path }) => path[1] === j).map(({ path }) => formatPath(path.slice(2))));

  const englishData = (english.data as { sections: unknown[] }).sections;
  const translatedData = (translation.data as { sections: unknown[] }).sections;
  for (const [i, j] of pairs) {
    const recorded = (translatedData[j] as { translated?: unknown }).translated;
    const texts = sectionTexts(englishData[i]);
    const empty = emptyIn(j);
    if (!recorded || typeof recorded !== "object") {
      if (empty.size > 0) continue;
      problems.push(
        problemAt(translation, ["sections", j, "type"], "translation-unrecorded", `This section does not record which English it was translated from, so nobody can be told when the English changes. Once it matches the English, mark it as translated: npm run translations -- --mark ${translation.source.path}`, {
          severity: "warning",
          editorMessage: "This section does not record which English it was translated from, so nobody can be told when the English changes. Once it matches the English, use Mark as translated.",
        }),
      );
      continue;
    }
    for (const [field, text] of texts) {
      if (empty.has(field)) continue;
      const was = (recorded as Record<string, unknown>)[field];
      if (was === fingerprint(text)) continue;
      const where = hasValue(translatedData[j], field) ? ["sections", j, ...parseFieldPath(field)] : ["sections", j, "translated"];
      const message =
        was === undefined
          ? `The English of this section has a field it did not have when it was translated: ${field}, ${quoted(text)}. Translate it, then mark the section as translated.`
          : `The English of this section changed since it was translated: ${field} now reads ${quoted(text)}. Update the translation, then mark the section as translated.`;
      problems.push(problemAt(translation, where, "translation-behind", message, { severity: "warning" }));
    }
  }
  return problems;
}

/** `items[0].title` as path segments: ["items", 0, "title"]. */
export function parseFieldPath(field: string): PathSegment[] {
  return [...field.matchAll(/([a-zA-Z]+)|\[(\d+)\]/g)].map((match) => (match[1] !== undefined ? match[1] : Number(match[2])));
}

function hasValue(data: unknown, field: string): boolean {
  let value: unknown = data;
  for (const segment of parseFieldPath(field)) {
    if (!value || typeof value !== "object") return false;
    value = (value as Record<string | number, unknown>)[segment];
  }
  return value !== undefined;
}

/** An English page no translation exists for in a language: a warning, since its address shows the English under a notice. */
export function untranslatedPage(english: ParsedSource, locale: string, languageName: string): Problem {
  const route = (english.data as { route?: unknown }).route;
  const title = (english.data as { title?: unknown }).title;
  const where = route === "*" ? "The not-found page in " + languageName : `${typeof title === "string" ? title : english.source.path} in ${languageName}`;
  return problemAt(
    english,
    ["route"],
    "untranslated-page",
    `${where} shows this English page under a notice: there is no ${pathInLocale(english.source.path, locale)} yet. Translate it there, with the same name.`,
    { severity: "warning", editorMessage: `${where} shows this English page under a notice: it has no translation yet. Use Translate this page to start one.` },
  );
}

/** A translated page whose English page does not exist. */
export function orphanTranslation(translation: ParsedSource): Problem {
  return problem({
    file: translation.source.path,
    code: "translation-without-english",
    message: `This translation has no English page to translate: ${pathInLocale(translation.source.path, undefined)} does not exist. A translation has the same file name as the page it translates.`,
    editorMessage: "This translation has no English page to translate: the English page was removed or renamed.",
  });
}
