/**
 * Checks a translation against the English it translates, from the files alone (CI clones
 * are shallow, so nothing here may ask git): the same route, the same sections in the same
 * order (paired by what each was made from: translation-pairs.ts), and for each section the
 * fingerprints of the English it was made from. A changed English field no longer matches its
 * fingerprint and is named at the translation's line.
 */
import { sectionSchema } from "../blocks/schemas.ts";
import { markdownText, plainText } from "../content/primitives.ts";
import { formatPath, type PathSegment } from "./location.ts";
import type { ParsedSource } from "./parse.ts";
import { problem, problemAt, type Problem } from "./problem.ts";
import { findBySchema } from "./schema-walk.ts";
import { pathInLocale } from "./sources.ts";
import { sectionPlaceProblems } from "./translation-section-places.ts";
import { pairBlocks, pairedIndexes, type BlockPair } from "./translation-pairs.ts";

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

const sameSection = (a: SectionShape, b: SectionShape) => a.type === b.type && a.id === b.id;

const recordedOf = (section: SectionData): Record<string, unknown> | undefined =>
  section.translated && typeof section.translated === "object" && !Array.isArray(section.translated) ? (section.translated as Record<string, unknown>) : undefined;

/** What a section is, for pairing: its type, its id and the fingerprint of each of its texts, in a stable order. */
const sectionKey = (shape: SectionShape, marks: Record<string, unknown>) => JSON.stringify([shape.type, shape.id ?? null, Object.entries(marks).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))]);

/**
 * Each translated section with the English section it translates, by what it was made from
 * (translation-pairs.ts): a section marked from the English as it reads now is found wherever
 * sections were added, removed or moved around it; an edited one pairs with a section of its
 * type and id at its place, the one with more texts unchanged first.
 */
export function pairSections(english: readonly SectionData[], translation: readonly SectionData[]): BlockPair[] {
  const englishShapes = english.map(sectionShape);
  const translationShapes = translation.map(sectionShape);
  const englishMarks = english.map(fingerprintsOf);
  const pairs = pairBlocks({
    english: englishShapes.map((shape, i) => sectionKey(shape, englishMarks[i]!)),
    recorded: translation.map((section, j) => {
      const recorded = recordedOf(section);
      return recorded ? sectionKey(translationShapes[j]!, recorded) : undefined;
    }),
    canPair: (i, j) => sameSection(englishShapes[i]!, translationShapes[j]!),
    likeness: (i, j) => {
      const marks = Object.entries(englishMarks[i]!);
      const recorded = recordedOf(translation[j]!) ?? {};
      return marks.length === 0 ? 0 : marks.filter(([field, mark]) => recorded[field] === mark).length / marks.length;
    },
  });
  // A section that still records a text the English took out holds every English text it has: it stands as it is.
  return pairs.map((pair) => {
    if (pair.state !== "changed") return pair;
    const recorded = recordedOf(translation[pair.translation]!);
    return recorded && Object.entries(englishMarks[pair.english]!).every(([field, mark]) => recorded[field] === mark) ? { ...pair, state: "same" } : pair;
  });
}

/** Pairs of indexes (English, translation) of sections that correspond (pairSections), in the English order. */
export function alignSections(english: readonly SectionData[], translation: readonly SectionData[]): [number, number][] {
  return pairedIndexes(pairSections(english, translation));
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
  for (const [i, j] of alignSections(englishSections, translated)) {
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

  const sectionPairs = pairSections(sectionList(english.data), sectionList(translation.data));
  const pairs = pairedIndexes(sectionPairs);
  problems.push(...sectionPlaceProblems(english, translation, sectionPairs));

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
