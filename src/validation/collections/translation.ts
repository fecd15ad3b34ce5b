/**
 * Translation state of collections' entries, as for pages: an Arabic entry records in `translated:`
 * a fingerprint of each English field and body block it was made from (`title`, `body[3]`).
 * Fields compare by name; body blocks pair by their text (translation-body.ts), so a block
 * added, removed, moved or edited in English is reported alone, at the Arabic file's line.
 */
import type { EntryMatter } from "../../content/collections/entry-schema.ts";
import { problemAt, type Problem } from "../problem.ts";
import { bodyBlockProblem } from "../translation-body-messages.ts";
import { blocksOfBody, bodyFingerprints, pairBodies, type BodyBlock } from "../translation-body.ts";
import type { BlockPair } from "../translation-pairs.ts";
import { fingerprint } from "../translations.ts";
import { problemAtOffsets, type EntryFile } from "./entry-file.ts";

/** The words a field of each kind holds for a reader: its translatable texts, by key within the field. */
function fieldTexts(kind: string, value: unknown): [string, string][] {
  if (value === undefined || value === null) return [];
  switch (kind) {
    case "text":
    case "markdown":
      return typeof value === "string" ? [["", value]] : [];
    case "image":
      return typeof (value as { alt?: unknown }).alt === "string" ? [[".alt", (value as { alt: string }).alt]] : [];
    case "place":
      return (["name", "address", "city"] as const).flatMap((key) => {
        const text = (value as Record<string, unknown>)[key];
        return typeof text === "string" ? [[`.${key}`, text] as [string, string]] : [];
      });
    case "file":
      return Array.isArray(value) ? value.map((attachment: { label: string }, index): [string, string] => [`[${index}].label`, attachment.label]) : [];
    default:
      return [];
  }
}

/** Each translatable front matter text of an entry by its key, in its collection's field order: `title`, `image.alt`, `attachments[0].label`. */
export function entryFields(matter: Partial<EntryMatter>, file: Pick<EntryFile, "collection">): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [name, field] of Object.entries(file.collection.fields)) {
    for (const [key, text] of fieldTexts(field.kind, matter[name])) if (text) texts.set(`${name}${key}`, text);
  }
  return texts;
}

const matterOf = (file: EntryFile) => (file.matter ?? file.parsed.data ?? {}) as Partial<EntryMatter>;

function recordedOf(file: EntryFile | undefined): Record<string, unknown> {
  const translated = (file?.parsed.data as { translated?: unknown } | undefined)?.translated;
  return translated && typeof translated === "object" && !Array.isArray(translated) ? (translated as Record<string, unknown>) : {};
}

/** The fingerprints an Arabic entry records when marked as translated from `english`: its fields, then its body's blocks. */
export function entryFingerprints(english: EntryFile): Record<string, string> {
  const fields = Object.fromEntries([...entryFields(matterOf(english), english)].map(([key, text]) => [key, fingerprint(text)]));
  return { ...fields, ...bodyFingerprints(blocksOfBody(english.body)) };
}

/** Where a translation stands against its English: the fields behind, and every body block paired with its counterpart. */
export interface EntryStanding {
  fields: string[];
  english: BodyBlock[];
  translation: BodyBlock[];
  blocks: BlockPair[];
}

export function entryStanding(english: EntryFile, translation: EntryFile): EntryStanding {
  const recorded = recordedOf(translation);
  const fields = [...entryFields(matterOf(english), english)].filter(([key, text]) => recorded[key] !== fingerprint(text)).map(([key]) => key);
  const englishBlocks = blocksOfBody(english.body);
  const translationBlocks = blocksOfBody(translation.body);
  return { fields, english: englishBlocks, translation: translationBlocks, blocks: pairBodies(englishBlocks, translationBlocks, recorded) };
}

/** Warnings at each Arabic entry's fields and blocks that fell behind their English. */
export function checkEntryTranslations(files: readonly { file: EntryFile; locale: string }[]): Problem[] {
  // Twins share a collection and a file name: news/dubai-airshow-2025.md and events/dubai-airshow-2025.md are not twins.
  const twinKey = (file: EntryFile) => `${file.collection.name}/${file.source.path.slice(file.source.path.lastIndexOf("/") + 1)}`;
  const english = new Map(files.filter(({ locale }) => locale === "").map(({ file }) => [twinKey(file), file]));
  const problems: Problem[] = [];
  for (const { file, locale } of files) {
    if (!locale) continue;
    const source = english.get(twinKey(file));
    if (!source) continue;
    const advice = `Update the translation, then run npm run translations -- --mark ${file.source.path}.`;
    // The studio's reader is a translator: the same advice with the studio's button, no command or file.
    const editorAdvice = "Update the translation, then press Mark as translated.";
    const standing = entryStanding(source, file);
    const recorded = recordedOf(file);
    for (const key of standing.fields) {
      const path = key.split(/\.|\[(\d+)\]\.?/).filter((part) => part !== undefined && part !== "").map((part) => (/^\d+$/.test(part) ? Number(part) : part));
      problems.push(problemAt(file.parsed, path, "translation-behind", `${key} is behind the English. ${advice}`, { severity: "warning", editorMessage: `This field is behind the English. ${editorAdvice}` }));
    }
    for (const pair of standing.blocks) {
      const found = bodyBlockProblem(pair, standing, recorded);
      if (!found) continue;
      const [start, end] = found.at ? [file.body.offset + found.at.start, file.body.offset + found.at.end] : [file.source.text.length, file.source.text.length];
      problems.push({ ...problemAtOffsets(file, start, end, "translation-behind", `${found.message} ${advice}`, "warning"), editorMessage: `${found.message} ${editorAdvice}` });
    }
  }
  return problems;
}
