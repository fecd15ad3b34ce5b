/**
 * What `npm run translations` prints: each page and entry in each language with where its
 * translation stands, and under one that is behind, a line for each section or body block
 * the translator has to touch (paired by text, so a paragraph added in English is that
 * paragraph alone), in plain words.
 */
import { collectionOfEntry, collectionsOf } from "../../src/validation/collections/declarations.ts";
import { readEntryFile, type EntryFile } from "../../src/validation/collections/entry-file.ts";
import { entryStanding } from "../../src/validation/collections/translation.ts";
import { localeOfPath, pathInLocale, type SourceFile } from "../../src/validation/sources.ts";
import { bodyBlockProblem, quotedBlock } from "../../src/validation/translation-body-messages.ts";
import { bodyBlockKey } from "../../src/validation/translation-body.ts";
import { pairsBehind } from "../../src/validation/translation-pairs.ts";
import { translationLocales, translationStates } from "../../src/validation/translation-state.ts";
import { standingText } from "../../src/validation/translation-standing.ts";
import { pairSections, sectionList, sectionShape } from "../../src/validation/translations.ts";
import { parse } from "yaml";

/** The English text a block had when its translation recorded `fingerprint`, when the English file's history still holds it. */
export type EarlierBlock = (englishPath: string, fingerprint: string) => string | undefined;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;
interface Row {
  locale: string;
  path: string;
  what: string;
  details: string[];
}
const detail = (text: string) => `      ${text}`;

function readYaml(text: string): unknown {
  try {
    return parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A line for each section of a page's translation that is behind. */
function sectionLines(englishText: string, translationText: string): string[] {
  const english = sectionList(readYaml(englishText));
  const translation = sectionList(readYaml(translationText));
  const name = (section: ReturnType<typeof sectionShape>) => `the ${section.type} section${section.title ? ` "${section.title}"` : ""}`;
  return pairsBehind(pairSections(english, translation)).map((pair) => {
    if (pair.state === "new") return `Section ${pair.english + 1} of the English, ${name(sectionShape(english[pair.english]!))}, is new: the translation lacks it.`;
    if (pair.state === "orphaned") return `Section ${pair.translation + 1} of the translation, ${name(sectionShape(translation[pair.translation]!))}, was removed in English.`;
    if (pair.state === "moved") return `Section ${pair.translation + 1} of the translation, ${name(sectionShape(translation[pair.translation]!))}, is at another place in the English: section ${pair.english + 1}.`;
    return `Section ${pair.translation + 1} of the translation, ${name(sectionShape(translation[pair.translation]!))}: its English changed since it was translated, or it was never marked.`;
  });
}


/** The summary and a line for each field and body block of an entry's translation that is behind. */
function entryLines(english: EntryFile, translation: EntryFile, earlier: EarlierBlock | undefined): { summary: string; details: string[] } {
  const standing = entryStanding(english, translation);
  const recorded = ((translation.parsed.data as { translated?: Record<string, unknown> } | undefined)?.translated ?? {}) as Record<string, unknown>;
  const blocks = pairsBehind(standing.blocks);
  const details = standing.fields.map((field) => `${field} is behind the English.`);
  for (const pair of blocks) {
    const found = bodyBlockProblem(pair, standing, recorded);
    if (!found) continue;
    const mark = pair.state === "changed" ? recorded[bodyBlockKey(pair.translation)] : undefined;
    const before = typeof mark === "string" ? earlier?.(english.source.path, mark) : undefined;
    details.push(before === undefined ? found.message : `${found.message} When it was translated, it read: ${quotedBlock(before)}.`);
  }
  const parts = [blocks.length > 0 ? plural(blocks.length, "block") : "", standing.fields.length > 0 ? plural(standing.fields.length, "field") : ""].filter(Boolean);
  return { summary: parts.length === 0 ? "translated" : `behind the English in ${parts.join(" and ")}`, details };
}

export function translationReport(sources: readonly SourceFile[], earlier?: EarlierBlock): string[] {
  const byPath = new Map(sources.map((source) => [source.path, source]));
  const rows: Row[] = [];
  for (const state of translationStates(sources)) {
    const behind = state.state === "behind";
    const what = behind ? `behind the English in ${plural(state.behind, "section")}` : standingText(state);
    rows.push({ locale: state.locale, path: state.englishPath, what, details: behind ? sectionLines(byPath.get(state.englishPath)!.text, byPath.get(state.translationPath)!.text) : [] });
  }
  const entries = sources.filter((source) => source.kind === "entry" && localeOfPath(source.path) === undefined);
  const collections = collectionsOf(sources);
  const readEntry = (source: SourceFile): EntryFile | undefined => {
    const collection = collectionOfEntry(collections, source.path);
    return collection && readEntryFile(source, collection).file;
  };
  for (const locale of translationLocales(sources)) {
    for (const source of entries) {
      const translation = byPath.get(pathInLocale(source.path, locale));
      const english = readEntry(source);
      const translated = translation && readEntry(translation);
      if (!translation) rows.push({ locale, path: source.path, what: "not yet translated", details: [] });
      else if (!english || !translated) rows.push({ locale, path: source.path, what: "unreadable: npm run validate says why", details: [] });
      else {
        const { summary, details } = entryLines(english, translated, earlier);
        rows.push({ locale, path: source.path, what: summary, details });
      }
    }
  }
  const width = Math.max(0, ...rows.map((row) => row.path.length));
  return rows.flatMap((row) => [`${row.locale}  ${row.path.padEnd(width)}  ${row.what}`, ...row.details.map(detail)]);
}
