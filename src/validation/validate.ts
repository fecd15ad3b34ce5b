import type { z } from "zod";
import { sectionSchema, type BlockType, type Section } from "../blocks/schemas.ts";
import { pageSchema } from "../content/page.ts";
import { localizeContent } from "../content/localize.ts";
import type { SiteContent } from "../content/site-content.ts";
import { siteSchema } from "../content/site.ts";
import { crossCheck } from "./cross-checks.ts";
import { lintContent } from "./lint/index.ts";
import { checkMediaFiles, type MediaLibrary } from "./media-files.ts";
import { parseSource, type ParsedSource } from "./parse.ts";
import { problem, type Problem } from "./problem.ts";
import { localeOfPath, siteFile, type SourceFile } from "./sources.ts";
import { checkTranslations, type LanguageFiles } from "./translation-files.ts";
import { untranslatedFields, withEnglishStandIns } from "./translations.ts";
import { problemsFromIssues } from "./zod-issues.ts";
import { readEntryFile, type EntryFile } from "./collections/entry-file.ts";
import { checkCollections, withCollections } from "./collections/content.ts";
import { declareCollections } from "./collections/declarations.ts";
import { blockMetas } from "../blocks/metas.ts";
import type { BlockMeta } from "../blocks/block-meta.ts";
import { problemAt } from "./problem.ts";
import { closestMatch } from "./suggest.ts";
import type { Collection } from "../content/collections/declaration.ts";
import type { PublishOptions } from "../content/collections/publish.ts";
import type { CheckedEntry } from "./collections/collection.ts";
import { entryFolderOf } from "./sources.ts";

export interface ValidationStats {
  files: number;
  pages: number;
  /** Collections' entries, in every language. */
  entries?: number;
  sections: number;
  errors: number;
  warnings: number;
}

export interface ValidationResult {
  /** The validated content; present only when there is no error. */
  content?: SiteContent;
  problems: Problem[];
  /** File texts by path, for code frames. */
  texts: Map<string, string>;
  stats: ValidationStats;
  /** Entries the content leaves out (drafts, scheduled, closed), for the build's report and the validator's. */
  leftOut?: CheckedEntry[];
}

function checkAgainst<T extends z.ZodType>(schema: T, parsed: ParsedSource): { data?: z.output<T>; problems: Problem[] } {
  const result = schema.safeParse(parsed.data);
  if (result.success) return { data: result.data, problems: [] };
  return { problems: problemsFromIssues(result.error.issues, parsed, schema) };
}

const fileName = (path: string) => path.slice(path.lastIndexOf("/") + 1);

function byPosition(a: Problem, b: Problem): number {
  return a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column;
}

export interface ValidationOptions {
  /** The files under public/, to check that local media exist; left out, media paths are not checked. */
  media?: MediaLibrary;
  /** What the content shows of its collections: by default, a preview's (drafts and scheduled entries, marked) at the time of the call. */
  publish?: Partial<PublishOptions>;
}

/**
 * Validates content given as files in memory: parse, schema, cross-file checks.
 * Never throws for a content mistake; every problem comes back located.
 */
export function validateSources(sources: readonly SourceFile[], options: ValidationOptions = {}): ValidationResult {
  const problems: Problem[] = [];
  const texts = new Map(sources.map((source) => [source.path, source.text]));

  /** What one language's files gave: the default language's under "", each translation's under its code. */
  const languages = new Map<string, LanguageFiles>();
  const languageOf = (code: string) => {
    let files = languages.get(code);
    if (!files) languages.set(code, (files = { pagesParsed: [], pagesPartial: [], pages: [] }));
    return files;
  };
  let sections = 0;

  if (!sources.some((source) => source.kind === "site" && localeOfPath(source.path) === undefined)) {
    problems.push(problem({ file: siteFile, code: "missing-site-file", message: "The site file is missing. Create content/site.yaml with brand, navigation, contact, social and footer." }));
  }

  const parsedSources = sources.filter((source) => source.kind !== "entry" && source.kind !== "collection").map((source) => ({ source, ...parseSource(source) }));
  const declarationFiles = sources.filter((source) => source.kind === "collection").map((source) => parseSource(source));
  for (const read of declarationFiles) problems.push(...read.problems);
  const declared = declareCollections(declarationFiles.flatMap((read) => (read.parsed ? [read.parsed] : [])));
  problems.push(...declared.problems);
  /** The English pages by file name: a translation's texts not yet translated are checked as their English. */
  const englishPages = new Map(
    parsedSources.filter(({ source, parsed }) => parsed && source.kind === "page" && localeOfPath(source.path) === undefined).map(({ source, parsed }) => [fileName(source.path), parsed!.data]),
  );
  /** Each language's routes whose pages have texts not yet translated: visitors get the English page there. */
  const incomplete = new Map<string, Set<string>>();

  const entryFiles: { file: EntryFile; locale: string }[] = [];
  for (const source of sources) {
    if (source.kind !== "entry") continue;
    const folder = entryFolderOf(source.path);
    const collection = declared.collections.find((candidate) => candidate.folder === folder);
    if (!collection) {
      // A declaration that failed its own checks has said why; a folder with none is told how to declare one.
      if (!declarationFiles.some((read) => read.parsed && ((read.parsed.data as { folder?: unknown }).folder ?? read.parsed.source.path.replace(/^.*\/|\.yaml$/g, "")) === folder)) {
        problems.push(problem({ file: source.path, code: "entry-without-collection", message: `No collection is declared for the folder content/${folder}/. Declare one in content/collections/${folder}.yaml (its fields, address and words), or move this file to a collection's folder.` }));
      }
      continue;
    }
    const read = readEntryFile(source, collection);
    problems.push(...read.problems);
    if (read.file) entryFiles.push({ file: read.file, locale: localeOfPath(source.path) ?? "" });
  }

  for (const { source, parsed: read, partial, problems: parseProblems } of parsedSources) {
    const locale = localeOfPath(source.path);
    const files = languageOf(locale ?? "");
    problems.push(...parseProblems);
    if (partial && source.kind === "page") files.pagesPartial.push(partial);
    if (!read) continue;
    let parsed = read;
    if (locale && source.kind === "page" && englishPages.has(fileName(source.path))) {
      const untranslated = untranslatedFields(englishPages.get(fileName(source.path)), read.data);
      if (untranslated.length > 0) {
        parsed = { ...read, data: withEnglishStandIns(read.data, untranslated) };
        const route = (read.data as { route?: unknown }).route;
        if (typeof route === "string") incomplete.set(locale, (incomplete.get(locale) ?? new Set()).add(route));
      }
    }
    if (source.kind === "site") {
      files.siteParsed = parsed;
      const checked = checkAgainst(siteSchema, parsed);
      problems.push(...checked.problems);
      if (checked.data) files.site = checked.data;
    } else {
      // The translation checks compare the file as written, empty texts and all.
      files.pagesParsed.push(read);
      const rawSections = (parsed.data as { sections?: unknown }).sections;
      if (Array.isArray(rawSections)) sections += rawSections.length;
      const checked = checkAgainst(pageSchema, parsed);
      problems.push(...checked.problems);
      if (checked.data) files.pages.push({ parsed, data: checked.data });
    }
  }

  const main = languageOf("");
  const publish: PublishOptions = { now: options.publish?.now ?? new Date(), preview: options.publish?.preview ?? true };
  const collections = checkCollections(declared.collections, entryFiles, [...languages.values()].map((files) => ({ pages: files.pagesParsed, partial: files.pagesPartial })), options.media, publish);
  problems.push(...collections.problems);
  problems.push(...crossCheck(main.siteParsed, main.pagesParsed, main.pagesPartial, collections.made));
  problems.push(...latestCollectionProblems([...languages.values()].flatMap((files) => files.pages), declared.collections));
  for (const files of languages.values()) {
    // Read from the file as written: such a section also fails its schema, and this says why.
    for (const parsed of files.pagesParsed) {
      const written = (parsed.data as { sections?: unknown }).sections;
      if (!Array.isArray(written)) continue;
      written.forEach((section: unknown, index) => {
        const type = section && typeof section === "object" ? (section as { type?: unknown }).type : undefined;
        if (typeof type === "string" && Object.hasOwn(blockMetas, type) && (blockMetas[type as BlockType] as BlockMeta<BlockType>).madeBySite) {
          problems.push(problemAt(parsed, ["sections", index, "type"], "made-by-site", `The ${type} block is made by the site from a collection's folder; a page can't hold one. Use a latest block to show entries on a page.`));
        }
      });
    }
  }
  for (const files of languages.values()) {
    problems.push(...lintContent(files.siteParsed && files.site ? { parsed: files.siteParsed, data: files.site } : undefined, files.pages));
    if (!options.media) continue;
    if (files.siteParsed && files.site) problems.push(...checkMediaFiles({ parsed: files.siteParsed, data: files.site }, siteSchema, options.media));
    for (const page of files.pages) problems.push(...checkMediaFiles(page, pageSchema, options.media));
  }
  problems.push(...checkTranslations(main, new Map([...languages].filter(([code]) => code !== "")), collections.made));
  problems.sort(byPosition);

  const errors = problems.filter((problem) => problem.severity === "error").length;
  const stats: ValidationStats = {
    files: sources.length,
    pages: sources.filter((source) => source.kind === "page").length,
    entries: entryFiles.length,
    sections,
    errors,
    warnings: problems.length - errors,
  };
  const translations = Object.fromEntries(
    [...languages].filter(([code]) => code !== "" && languages.get(code)!.site).map(([code, files]) => [code, { site: files.site!, pages: files.pages.map((page) => page.data), incomplete: incomplete.get(code) ?? new Set<string>() }]),
  );
  let content: SiteContent | undefined;
  let leftOut: CheckedEntry[] | undefined;
  if (errors === 0 && main.site) {
    const localized = localizeContent(main.site, main.pages.map((page) => page.data), translations);
    ({ content, leftOut } = withCollections(
      {
        site: main.site,
        pages: localized.pages,
        sites: localized.sites,
        collections: declared.collections,
        collectionWords: Object.fromEntries([...declared.words].map(([code, byName]) => [code, Object.fromEntries(byName)])),
      },
      { collections: declared.collections, words: declared.words, entries: collections.entries },
      publish,
      options.media,
    ));
  }
  return { problems, texts, stats, ...(content ? { content } : {}), ...(leftOut ? { leftOut } : {}) };
}

/** "latest" blocks that name a collection no declaration makes, or a choice or tag it does not have. */
function latestCollectionProblems(pages: readonly { parsed: ParsedSource; data: { sections: readonly Section[] } }[], collections: readonly Collection[]): Problem[] {
  const problems: Problem[] = [];
  const names = collections.map((collection) => collection.name);
  for (const page of pages) {
    page.data.sections.forEach((section, index) => {
      if (section.type !== "latest") return;
      const collection = collections.find((candidate) => candidate.name === section.collection);
      if (!collection) {
        const suggestion = closestMatch(section.collection, names);
        problems.push(problemAt(page.parsed, ["sections", index, "collection"], "unknown-collection", `No collection is named "${section.collection}".${suggestion ? ` Did you mean "${suggestion}"?` : ` Collections: ${names.join(", ") || "none yet"}.`}`, { suggestion }));
        return;
      }
      const values = Object.values(collection.fields).flatMap((field) => (field.kind === "choice" ? field.values : []));
      if (section.choice && !values.includes(section.choice)) {
        problems.push(problemAt(page.parsed, ["sections", index, "choice"], "unknown-choice", `${collection.labels.title} has no value "${section.choice}". Values: ${values.join(", ") || "none"}.`, { suggestion: closestMatch(section.choice, values) }));
      }
      if (section.tag && !Object.hasOwn(collection.labels.tags, section.tag)) {
        problems.push(problemAt(page.parsed, ["sections", index, "tag"], "unknown-tag", `${collection.labels.title} has no tag "${section.tag}".`, { suggestion: closestMatch(section.tag, Object.keys(collection.labels.tags)) }));
      }
    });
  }
  return problems;
}

/**
 * One block's example.yaml (a single section, as an editor writes one under `sections:`),
 * checked with the same parse, schema and wording as a page, located in the example's own
 * file. Checks that need the rest of the site (links, one hero a page) are left out.
 */
export function validateBlockExample(source: SourceFile, options: ValidationOptions = {}): { section?: Section; problems: Problem[] } {
  const { parsed, problems } = parseSource(source);
  if (!parsed) return { problems };
  const checked = checkAgainst(sectionSchema, parsed);
  const found = [...problems, ...checked.problems];
  if (checked.data && options.media) found.push(...checkMediaFiles({ parsed, data: checked.data }, sectionSchema, options.media));
  found.sort(byPosition);
  const errors = found.some((problem) => problem.severity === "error");
  return { ...(checked.data && !errors ? { section: checked.data } : {}), problems: found };
}
