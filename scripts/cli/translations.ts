/**
 * The state of every translation, and marking translations as up to date.
 *   npm run translations                       each page and entry in each language: translated, behind (how many sections,
 *                                              blocks or fields, then one line for each), fields to translate (how many), or not yet translated
 *   npm run translations -- --mark FILE…       records in FILE (content/ar/pages/about.yaml) that its sections match the English now
 * Marking changes only the `translated:` fields; the rest of the file stays byte for byte.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { markTranslated } from "../../src/studio/translation/mark-translated.ts";
import { isEntryPath, localeOfPath, pathInLocale } from "../../src/validation/sources.ts";
import { collectionOfEntry, collectionsOf } from "../../src/validation/collections/declarations.ts";
import { markEntryTranslated } from "../../src/validation/collections/mark-entry.ts";
import { readContentSources } from "../content/sources.ts";
import { earlierBlockFromGit } from "./earlier-block.ts";
import { translationReport } from "./translation-report.ts";

const root = process.cwd();

function plainError(message: string): never {
  console.error(message);
  process.exit(1);
}
const args = process.argv.slice(2);

if (args[0] === "--mark") {
  const files = args.slice(1);
  if (files.length === 0) plainError("Name the translation files to mark, e.g. npm run translations -- --mark content/ar/pages/about.yaml");
  for (const file of files) {
    const path = relative(root, join(root, file)).split("\\").join("/");
    if (!localeOfPath(path)) plainError(`${path} is not a translation: translations live in a language's folder, like content/ar/pages/about.yaml.`);
    const englishPath = pathInLocale(path, undefined);
    if (!existsSync(join(root, englishPath))) plainError(`${path} has no English page to match: ${englishPath} does not exist.`);
    if (!existsSync(join(root, path))) plainError(`${path} does not exist.`);
    const before = readFileSync(join(root, path), "utf8");
    const englishText = readFileSync(join(root, englishPath), "utf8");
    const collection = isEntryPath(path) ? collectionOfEntry(collectionsOf(readContentSources(root)), path) : undefined;
    if (isEntryPath(path) && !collection) plainError(`${path} is in no declared collection's folder.`);
    const after = collection ? markEntryTranslated(englishText, englishPath, before, collection) : markTranslated(englishText, before, path);
    if (after !== before) writeFileSync(join(root, path), after);
    console.log(after === before ? `${path}: already marked as translated` : `${path}: marked as translated from ${englishPath}`);
  }
} else {
  const sources = readContentSources(root);
  for (const line of translationReport(sources, earlierBlockFromGit(root, collectionsOf(sources)))) console.log(line);
}
