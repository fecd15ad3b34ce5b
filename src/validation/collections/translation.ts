/**
 * Translation state of collections' entries, as for pages: an Arabic entry records in `translated:`
 * a fingerprint of each English field and body block it was made from (`title`, `body[3]`);
 * a block whose English changed since is reported at the Arabic file's line for that block.
 */
import type { RootContent } from "mdast";
import { bodyBlocks } from "../../markdown/to-body.ts";
import { problemAt, type Problem } from "../problem.ts";
import { fingerprint } from "../translations.ts";
import { problemAtOffsets, type EntryFile } from "./entry-file.ts";
import type { EntryMatter } from "../../content/collections/entry-schema.ts";

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

/** Each translatable text of an entry by its key: its declared fields' texts in order, then each body block's source. */
export function entryTexts(matter: Partial<EntryMatter>, file: EntryFile): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [name, field] of Object.entries(file.collection.fields)) {
    for (const [key, text] of fieldTexts(field.kind, matter[name])) if (text) texts.set(`${name}${key}`, text);
  }
  blocksOf(file).forEach((block, index) => texts.set(`body[${index}]`, file.body.text.slice(block.position!.start.offset!, block.position!.end.offset!)));
  return texts;
}

function blocksOf(file: EntryFile): RootContent[] {
  return bodyBlocks(file.body.tree).filter((block) => block.position?.start.offset !== undefined);
}

/** The fingerprints an Arabic entry records when marked as translated from `english`. */
export function entryFingerprints(english: EntryFile): Record<string, string> {
  const matter = (english.matter ?? english.parsed.data ?? {}) as Partial<EntryMatter>;
  return Object.fromEntries([...entryTexts(matter, english)].map(([key, text]) => [key, fingerprint(text)]));
}

/** Keys whose English changed since the translation recorded it, or that it never recorded. */
export function entryKeysBehind(english: EntryFile, translation: EntryFile): string[] {
  const recorded = ((translation.parsed.data as { translated?: Record<string, string> } | undefined)?.translated ?? {}) as Record<string, string>;
  return Object.entries(entryFingerprints(english))
    .filter(([key, mark]) => recorded[key] !== mark)
    .map(([key]) => key);
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
    const blocks = blocksOf(file);
    for (const key of entryKeysBehind(source, file)) {
      const advice = `Update the translation, then run npm run translations -- --mark ${file.source.path}.`;
      // The studio's reader is a translator: the same advice with the studio's button, no command or file.
      const editorAdvice = "Update the translation, then press Mark as translated.";
      const block = /^body\[(\d+)\]$/.exec(key);
      if (block) {
        const index = Number(block[1]);
        const here = blocks[index];
        const englishText = entryTexts({}, source).get(key) ?? "";
        const message = `Block ${index + 1} of the text is behind the English, which now reads: "${englishText.slice(0, 120)}${englishText.length > 120 ? "…" : ""}".`;
        const lacking = `The English has a block ${index + 1} that this translation lacks.`;
        const found = here?.position
          ? { ...problemAtOffsets(file, file.body.offset + here.position.start.offset!, file.body.offset + here.position.end.offset!, "translation-behind", `${message} ${advice}`, "warning"), editorMessage: `${message} ${editorAdvice}` }
          : { ...problemAtOffsets(file, file.source.text.length, file.source.text.length, "translation-behind", `${lacking} ${advice}`, "warning"), editorMessage: `${lacking} ${editorAdvice}` };
        problems.push(found);
        continue;
      }
      const path = key.split(/\.|\[(\d+)\]\.?/).filter((part) => part !== undefined && part !== "").map((part) => (/^\d+$/.test(part) ? Number(part) : part));
      problems.push(problemAt(file.parsed, path, "translation-behind", `${key} is behind the English. ${advice}`, { severity: "warning", editorMessage: `This field is behind the English. ${editorAdvice}` }));
    }
  }
  return problems;
}
