/**
 * What `npm run translations` prints and exits with, as a function of its arguments and
 * folder, so its tests run it in their own process instead of starting Node for each case.
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

/** The lines to print, the plain-language error if any, and the exit code. */
export function translationsCommand(args: readonly string[], root: string): { code: 0 | 1; lines: string[]; err: string } {
  const lines: string[] = [];
  const refuse = (message: string) => ({ code: 1 as const, lines, err: message });
  if (args[0] === "--mark") {
    const files = args.slice(1);
    if (files.length === 0) return refuse("Name the translation files to mark, e.g. npm run translations -- --mark content/ar/pages/about.yaml");
    for (const file of files) {
      const path = relative(root, join(root, file)).split("\\").join("/");
      if (!localeOfPath(path)) return refuse(`${path} is not a translation: translations live in a language's folder, like content/ar/pages/about.yaml.`);
      const englishPath = pathInLocale(path, undefined);
      if (!existsSync(join(root, englishPath))) return refuse(`${path} has no English page to match: ${englishPath} does not exist.`);
      if (!existsSync(join(root, path))) return refuse(`${path} does not exist.`);
      const before = readFileSync(join(root, path), "utf8");
      const englishText = readFileSync(join(root, englishPath), "utf8");
      const collection = isEntryPath(path) ? collectionOfEntry(collectionsOf(readContentSources(root)), path) : undefined;
      if (isEntryPath(path) && !collection) return refuse(`${path} is in no declared collection's folder.`);
      const after = collection ? markEntryTranslated(englishText, englishPath, before, collection) : markTranslated(englishText, before, path);
      if (after !== before) writeFileSync(join(root, path), after);
      lines.push(after === before ? `${path}: already marked as translated` : `${path}: marked as translated from ${englishPath}`);
    }
  } else {
    const sources = readContentSources(root);
    lines.push(...translationReport(sources, earlierBlockFromGit(root, collectionsOf(sources))));
  }
  return { code: 0, lines, err: "" };
}
