/**
 * What a translator sees beside an article's translation: the English of each front matter
 * field and each body block, and whether it changed since the translation was marked, by the
 * fingerprints the build checks (src/validation/news/translation.ts); and "Mark as translated"
 * as one change of the translation's `translated:` field, saved with the translator's edits.
 */
import { bodyBlocks } from "../../markdown/to-body.ts";
import type { NewsEntryMatter } from "../../content/news/schema.ts";
import type { EntryFile } from "../../validation/news/entry-file.ts";
import { entryFingerprints, entryTexts } from "../../validation/news/translation.ts";
import { fingerprint } from "../../validation/translations.ts";
import type { Change } from "../editing/changes.ts";
import type { EnglishSource, TranslationAid } from "../form/translation-aid.ts";

function recordedOf(translation: EntryFile | undefined): Record<string, unknown> {
  const translated = (translation?.parsed.data as { translated?: unknown } | undefined)?.translated;
  return translated && typeof translated === "object" ? (translated as Record<string, unknown>) : {};
}

function stateOf(text: string, own: string | undefined, mark: unknown): EnglishSource["state"] {
  if (own !== undefined && own.trim() === "") return "untranslated";
  if (mark === undefined) return "unmarked";
  return mark === fingerprint(text) ? "current" : "changed";
}

/** Each English text by its key (`title`, `image.alt`, `body[2]`) with its state in the translation. */
export function entryEnglish(english: EntryFile, translation: EntryFile | undefined): Map<string, EnglishSource> {
  const matter = (english.matter ?? english.parsed.data ?? {}) as Partial<NewsEntryMatter>;
  const ownMatter = (translation?.matter ?? translation?.parsed.data ?? {}) as Partial<NewsEntryMatter>;
  const own = translation ? entryTexts(ownMatter, translation) : new Map<string, string>();
  const recorded = recordedOf(translation);
  const sources = new Map<string, EnglishSource>();
  for (const [key, text] of entryTexts(matter, english)) sources.set(key, { text, state: stateOf(text, own.get(key) ?? (key.startsWith("body[") ? undefined : ""), recorded[key]) });
  return sources;
}

/** The aid the form's fields read (form/context.tsx): the front matter's English, in the translation's direction. */
export function entryAid(english: EntryFile, translation: EntryFile | undefined, language: { code: string; dir: "ltr" | "rtl" }): TranslationAid {
  const fields = new Map([...entryEnglish(english, translation)].filter(([key]) => !key.startsWith("body[")));
  return { lang: language.code, dir: language.dir, english: fields, counterpart: new Map() };
}

/** The English body's blocks, each with its source and its state in the translation. */
export function englishBlocks(english: EntryFile, translation: EntryFile | undefined): { index: number; text: string; state: EnglishSource["state"] }[] {
  const sources = entryEnglish(english, translation);
  return bodyBlocks(english.body.tree)
    .filter((block) => block.position?.start.offset !== undefined)
    .map((_, index) => ({ index, text: sources.get(`body[${index}]`)?.text ?? "", state: sources.get(`body[${index}]`)?.state ?? "unmarked" }));
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
