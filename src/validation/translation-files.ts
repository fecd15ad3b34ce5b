/**
 * The checks across languages: which translation folders the site declares, each one's
 * site.yaml, and each translated page against its English page (translations.ts). A page
 * without a translation is a warning: its address in that language shows the English.
 */
import type { Page } from "../content/page.ts";
import type { Site } from "../content/site.ts";
import { wordFields, wordsSchema } from "../content/words.ts";
import { crossCheck, type MadeRoute } from "./cross-checks.ts";
import type { CheckedFile } from "./lint/index.ts";
import type { ParsedSource } from "./parse.ts";
import { problem, problemAt, type Problem } from "./problem.ts";
import { pathInLocale, siteFile } from "./sources.ts";
import { checkTranslation, orphanTranslation, untranslatedPage } from "./translations.ts";

/** What the files of one language gave, parsed and checked. */
export interface LanguageFiles {
  siteParsed?: ParsedSource;
  site?: Site;
  pagesParsed: ParsedSource[];
  /** Pages with YAML errors whose route and ids still count. */
  pagesPartial: ParsedSource[];
  pages: CheckedFile<Page>[];
}

interface DeclaredLocale {
  code: string;
  name: string;
}

/** The languages content/site.yaml declares, read even when the file has other mistakes. */
function declaredLocales(site: ParsedSource | undefined): DeclaredLocale[] {
  const locales = (site?.data as { locales?: unknown } | undefined)?.locales;
  if (!Array.isArray(locales)) return [];
  return locales.flatMap((locale: unknown) => {
    const fields = locale && typeof locale === "object" ? (locale as Record<string, unknown>) : {};
    return typeof fields.code === "string" ? [{ code: fields.code, name: typeof fields.name === "string" ? fields.name : fields.code }] : [];
  });
}

/** English names for the languages messages mention; the site's own name for any other. */
const englishNames: Record<string, string> = { ar: "Arabic", en: "English", fr: "French", de: "German", es: "Spanish", zh: "Chinese", hi: "Hindi", ur: "Urdu", fa: "Persian", he: "Hebrew" };

const fileName = (parsed: ParsedSource) => parsed.source.path.slice(parsed.source.path.lastIndexOf("/") + 1);

export function checkTranslations(main: LanguageFiles, translations: ReadonlyMap<string, LanguageFiles>, made: readonly MadeRoute[] = []): Problem[] {
  const problems: Problem[] = [];
  const declared = declaredLocales(main.siteParsed);
  const defaultCode = declared[0]?.code;
  for (const locale of declared.slice(1)) {
    if (!translations.get(locale.code)?.siteParsed) {
      problems.push(
        problemAt(main.siteParsed!, ["locales"], "missing-locale-site", `${englishNames[locale.code] ?? locale.name} is declared here, but ${pathInLocale(siteFile, locale.code)} is missing. Create it: a copy of content/site.yaml in ${englishNames[locale.code] ?? locale.name}, without locales and studio.`),
      );
    }
  }
  // Without a readable content/site.yaml the languages are unknown: its own error says so, and nothing here would add to it.
  if (!main.siteParsed) return problems;
  for (const english of main.pagesParsed) problems.push(...fingerprintsInEnglish(english));
  const englishByName = new Map(main.pagesParsed.map((parsed) => [fileName(parsed), parsed]));
  // An English page with a YAML error of its own still exists: its translations are checked once it reads again.
  const unreadableEnglish = new Set(main.pagesPartial.map(fileName));

  for (const [code, files] of translations) {
    const locale = declared.find((candidate) => candidate.code === code);
    const anyFile = files.siteParsed?.source.path ?? files.pagesParsed[0]?.source.path ?? `content/${code}`;
    if (!locale || code === defaultCode) {
      problems.push(
        problem({
          file: anyFile,
          code: "undeclared-locale",
          message:
            code === defaultCode
              ? `content/${code}/ holds files in the default language, whose files live in content/ itself. Move them there, or remove the folder.`
              : `content/${code}/ is not a language of the site. Add it under locales: in content/site.yaml (code: ${code}), or remove the folder.`,
        }),
      );
      continue;
    }
    const languageName = englishNames[code] ?? locale.name;
    if (files.siteParsed) {
      for (const key of ["locales", "studio"] as const) {
        if ((files.siteParsed.data as Record<string, unknown> | null)?.[key] !== undefined) {
          problems.push(problemAt(files.siteParsed, [key], "translation-site-setting", `${key}: is set in content/site.yaml only, for every language. Remove it here.`));
        }
      }
    }
    if (files.siteParsed) problems.push(...missingWords(files.siteParsed, languageName));
    const translatedNames = new Set(files.pagesParsed.map(fileName));
    for (const translation of files.pagesParsed) {
      const english = englishByName.get(fileName(translation));
      if (!english && unreadableEnglish.has(fileName(translation))) continue;
      if (!english) problems.push(orphanTranslation(translation));
      else problems.push(...checkTranslation({ english, translation, languageName }));
    }
    for (const [name, english] of englishByName) if (!translatedNames.has(name)) problems.push(untranslatedPage(english, code, languageName));

    // Links and ids inside the language: its own pages, and the English ones it shows untranslated.
    const untranslated = [...englishByName].filter(([name]) => !translatedNames.has(name)).map(([, parsed]) => parsed);
    const own = new Set([...files.pagesParsed, ...files.pagesPartial].map((parsed) => parsed.source.path));
    if (files.siteParsed) own.add(files.siteParsed.source.path);
    problems.push(...crossCheck(files.siteParsed, [...files.pagesParsed, ...untranslated], files.pagesPartial, made).filter((found) => own.has(found.file)));
  }
  return problems;
}

/** Every engine word written out in a translation's site.yaml: English defaults would reach its readers otherwise. */
function missingWords(site: ParsedSource, languageName: string): Problem[] {
  const written = (site.data as { words?: unknown } | null)?.words;
  const keys = Object.keys(wordFields);
  const missing = keys.filter((key) => !written || typeof written !== "object" || (written as Record<string, unknown>)[key] === undefined);
  if (missing.length === 0) return [];
  const defaults = wordsSchema.parse({}) as Record<string, string>;
  const list = missing.map((key) => `${key} ("${defaults[key]}")`).join(", ");
  return [problemAt(site, written ? ["words"] : [], "missing-words", `${languageName} readers would see these words in English: ${list}. Write each under words: in ${languageName}.`)];
}

/** `translated:` belongs to translations: in an English page it records nothing and would only mislead. */
function fingerprintsInEnglish(english: ParsedSource): Problem[] {
  const sections = (english.data as { sections?: unknown } | null)?.sections;
  if (!Array.isArray(sections)) return [];
  return sections.flatMap((section: unknown, index) =>
    section && typeof section === "object" && "translated" in section
      ? [problemAt(english, ["sections", index, "translated"], "fingerprints-in-default-language", "translated: records what a translation was made from, and this page is the original. Remove it here; translations in content/ar/ keep theirs.")]
      : [],
  );
}
