import type { z } from "zod";
import { sectionSchema, type Section } from "../blocks/schemas.ts";
import { pageSchema, type Page } from "../content/page.ts";
import type { SiteContent } from "../content/site-content.ts";
import { siteSchema, type Site } from "../content/site.ts";
import { crossCheck } from "./cross-checks.ts";
import { lintContent, type CheckedFile } from "./lint/index.ts";
import { checkMediaFiles, type MediaLibrary } from "./media-files.ts";
import { parseSource, type ParsedSource } from "./parse.ts";
import { problem, type Problem } from "./problem.ts";
import { siteFile, type SourceFile } from "./sources.ts";
import { problemsFromIssues } from "./zod-issues.ts";

export interface ValidationStats {
  files: number;
  pages: number;
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
}

function checkAgainst<T extends z.ZodType>(schema: T, parsed: ParsedSource): { data?: z.output<T>; problems: Problem[] } {
  const result = schema.safeParse(parsed.data);
  if (result.success) return { data: result.data, problems: [] };
  return { problems: problemsFromIssues(result.error.issues, parsed, schema) };
}

function byPosition(a: Problem, b: Problem): number {
  return a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column;
}

export interface ValidationOptions {
  /** The files under public/, to check that local media exist; left out, media paths are not checked. */
  media?: MediaLibrary;
}

/**
 * Validates content given as files in memory: parse, schema, cross-file checks.
 * Never throws for a content mistake; every problem comes back located.
 */
export function validateSources(sources: readonly SourceFile[], options: ValidationOptions = {}): ValidationResult {
  const problems: Problem[] = [];
  const texts = new Map(sources.map((source) => [source.path, source.text]));

  let siteParsed: ParsedSource | undefined;
  let site: Site | undefined;
  const pagesParsed: ParsedSource[] = [];
  const pagesPartial: ParsedSource[] = [];
  const pages: CheckedFile<Page>[] = [];
  let sections = 0;

  if (!sources.some((source) => source.kind === "site")) {
    problems.push(problem({ file: siteFile, code: "missing-site-file", message: "The site file is missing. Create content/site.yaml with brand, navigation, contact, social and footer." }));
  }

  for (const source of sources) {
    const { parsed, partial, problems: parseProblems } = parseSource(source);
    problems.push(...parseProblems);
    if (partial && source.kind === "page") pagesPartial.push(partial);
    if (!parsed) continue;
    if (source.kind === "site") {
      siteParsed = parsed;
      const checked = checkAgainst(siteSchema, parsed);
      problems.push(...checked.problems);
      site = checked.data;
    } else {
      pagesParsed.push(parsed);
      const rawSections = (parsed.data as { sections?: unknown }).sections;
      if (Array.isArray(rawSections)) sections += rawSections.length;
      const checked = checkAgainst(pageSchema, parsed);
      problems.push(...checked.problems);
      if (checked.data) pages.push({ parsed, data: checked.data });
    }
  }

  problems.push(...crossCheck(siteParsed, pagesParsed, pagesPartial));
  problems.push(...lintContent(siteParsed && site ? { parsed: siteParsed, data: site } : undefined, pages));
  if (options.media) {
    if (siteParsed && site) problems.push(...checkMediaFiles({ parsed: siteParsed, data: site }, siteSchema, options.media));
    for (const page of pages) problems.push(...checkMediaFiles(page, pageSchema, options.media));
  }
  problems.sort(byPosition);

  const errors = problems.filter((problem) => problem.severity === "error").length;
  const stats: ValidationStats = {
    files: sources.length,
    pages: sources.filter((source) => source.kind === "page").length,
    sections,
    errors,
    warnings: problems.length - errors,
  };
  const content = errors === 0 && site ? { site, pages: pages.map((page) => page.data) } : undefined;
  return { problems, texts, stats, ...(content ? { content } : {}) };
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
