/**
 * What a translator sees beside an article's translation: the English of each front matter
 * field and each body block, and whether it changed since the translation was marked, by the
 * fingerprints and pairing the build checks (src/validation/collections/translation.ts), so each
 * English block stands beside the translated block made from it; and "Mark as translated"
 * as one change of the translation's `translated:` field, saved with the translator's edits.
 */
import type { EntryMatter } from "../../content/collections/entry-schema.ts";
import type { EntryFile } from "../../validation/collections/entry-file.ts";
import { entryFields, entryFingerprints, entryStanding } from "../../validation/collections/translation.ts";
import { blocksOfBody } from "../../validation/translation-body.ts";
import { fingerprint } from "../../validation/translations.ts";
import type { Change } from "../editing/changes.ts";
import type { EnglishSource, TranslationAid } from "../form/translation-aid.ts";

function recordedOf(translation: EntryFile | undefined): Record<string, unknown> {
  const translated = (translation?.parsed.data as { translated?: unknown } | undefined)?.translated;
  return translated && typeof translated === "object" ? (translated as Record<string, unknown>) : {};
}

const matterOf = (file: EntryFile | undefined) => (file?.matter ?? file?.parsed.data ?? {}) as Partial<EntryMatter>;

/** Each English front matter text by its key (`title`, `image.alt`) with its state in the translation. */
export function entryEnglish(english: EntryFile, translation: EntryFile | undefined): Map<string, EnglishSource> {
  const own = translation ? entryFields(matterOf(translation), translation) : new Map<string, string>();
  const recorded = recordedOf(translation);
  const sources = new Map<string, EnglishSource>();
  for (const [key, text] of entryFields(matterOf(english), english)) {
    const mark = recorded[key];
    const state = (own.get(key) ?? "").trim() === "" ? "untranslated" : mark === undefined ? "unmarked" : mark === fingerprint(text) ? "current" : "changed";
    sources.set(key, { text, state });
  }
  return sources;
}

/** The aid the form's fields read (form/context.tsx): the front matter's English, in the translation's direction. */
export function entryAid(english: EntryFile, translation: EntryFile | undefined, language: { code: string; dir: "ltr" | "rtl" }): TranslationAid {
  return { lang: language.code, dir: language.dir, english: entryEnglish(english, translation), counterpart: new Map() };
}

/**
 * An English body block as the translator sees it beside their text: "current" when translated
 * from it as it reads now, "changed" when edited since, "unmarked" when never marked, "moved"
 * when the English has it at another place, "untranslated" when new in English.
 */
export interface EnglishBlock {
  index: number;
  text: string;
  state: "current" | "changed" | "unmarked" | "moved" | "untranslated";
  /** The translation's block that translates it, by index. */
  translation?: number;
}

/** A block of the translation whose English was removed. */
export interface OrphanedBlock {
  index: number;
  text: string;
}

/** The English body's blocks, each paired with the translation's block that translates it as the validator pairs them; and the translation's blocks with no English. */
export function englishBlocks(english: EntryFile, translation: EntryFile | undefined): { blocks: EnglishBlock[]; orphaned: OrphanedBlock[] } {
  if (!translation) return { blocks: blocksOfBody(english.body).map((block, index) => ({ index, text: block.text, state: "unmarked" })), orphaned: [] };
  const standing = entryStanding(english, translation);
  const recorded = recordedOf(translation);
  const blocks: EnglishBlock[] = [];
  const orphaned: OrphanedBlock[] = [];
  for (const pair of standing.blocks) {
    if (pair.state === "orphaned") {
      orphaned.push({ index: pair.translation, text: standing.translation[pair.translation]!.text });
      continue;
    }
    const text = standing.english[pair.english]!.text;
    if (pair.state === "new") blocks.push({ index: pair.english, text, state: "untranslated" });
    else {
      const state = pair.state === "same" ? "current" : pair.state === "moved" ? "moved" : recorded[`body[${pair.translation}]`] === undefined ? "unmarked" : "changed";
      blocks.push({ index: pair.english, text, state, translation: pair.translation });
    }
  }
  return { blocks, orphaned };
}

/**
 * "Mark as translated": the fingerprints of the English as it now reads, as changes of the
 * translation's `translated:` field; only the fingerprints that differ are written (and those of
 * texts the English no longer has taken out), so the save changes those lines alone.
 */
export function markTranslatedChanges(english: EntryFile, translation: EntryFile | undefined): Change[] {
  const marks = entryFingerprints(english);
  const translated = (translation?.parsed.data as { translated?: unknown } | undefined)?.translated;
  if (!translated || typeof translated !== "object" || Array.isArray(translated)) return [{ op: "set", path: ["translated"], value: marks }];
  const recorded = translated as Record<string, unknown>;
  return [
    ...Object.entries(marks)
      .filter(([key, mark]) => recorded[key] !== mark)
      .map(([key, mark]): Change => ({ op: "set", path: ["translated", key], value: mark })),
    ...Object.keys(recorded)
      .filter((key) => !(key in marks))
      .map((key): Change => ({ op: "delete", path: ["translated", key] })),
  ];
}
