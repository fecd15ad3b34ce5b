import type { HeadingAt } from "../../blocks/block-meta.ts";
import { pageSchema, type Page } from "../../content/page.ts";
import { action, image, link } from "../../content/primitives.ts";
import { siteSchema } from "../../content/site.ts";
import { formatPath, type PathSegment } from "../location.ts";
import type { ParsedSource } from "../parse.ts";
import { problemAt, type Problem } from "../problem.ts";
import { findBySchema } from "../schema-walk.ts";
import { altTextAdvice } from "./alt-text.ts";
import { sectionOutline } from "./headings.ts";
import { linkTextAdvice } from "./link-text.ts";

/** A file that passed its schema: the typed data and where each value sits in the text. */
export interface CheckedFile<Data> {
  parsed: ParsedSource;
  data: Data;
}

/** The one-hero rule in words; the editor's schema, which can't say where the first hero is, leaves `where` out. */
export function secondHeroMessage(where?: string): string {
  return `A page has one hero (its main heading) and this page already has one${where ? ` at ${where}` : ""}. Use a text or cta block here instead.`;
}

/**
 * The page outline: one main heading (h1) from the opening hero, then no level
 * skipped. Screen-reader users move through a page by its headings, and search
 * engines read the h1 as the page's subject.
 */
function checkOutline(page: CheckedFile<Page>): Problem[] {
  const headings: HeadingAt[] = page.data.sections.flatMap((section, index) => sectionOutline(section, index));
  const mainHeadings = headings.filter((heading) => heading.level === 1);
  const problems: Problem[] = [];
  const [first, ...extra] = mainHeadings;

  if (!first) {
    problems.push(problemAt(page.parsed, ["sections"], "missing-main-heading", "This page has no hero, so it has no main heading for search engines and screen readers. Add a hero as the first section.", { severity: "warning" }));
  } else if (headings[0] !== first) {
    problems.push(problemAt(page.parsed, [...first.path.slice(0, 2), "type"], "main-heading-not-first", `The hero holds the page's main heading but comes after "${headings[0]!.text}". Move it to the top of sections: so the page opens with its heading.`, { severity: "warning" }));
  }
  for (const heading of extra) {
    const where = formatPath(first!.path.slice(0, 2));
    problems.push(problemAt(page.parsed, [...heading.path.slice(0, 2), "type"], "second-main-heading", secondHeroMessage(where), { severity: "error" }));
  }

  let previous = 1;
  let previousText = first?.text;
  for (const heading of headings) {
    if (heading.level > previous + 1) {
      const after = previousText === undefined ? "the page has no heading before it" : `the heading before it, "${previousText}", is level ${previous}`;
      problems.push(problemAt(page.parsed, heading.path, "heading-level-skipped", `"${heading.text}" is a level-${heading.level} heading, but ${after}. Give this section a title: so the page outline skips no level.`, { severity: "warning" }));
    }
    previous = heading.level;
    previousText = heading.text;
  }
  return problems;
}

/** Link words that fail out of context, and alt text that describes nothing. */
function checkWords(file: CheckedFile<unknown>, root: typeof pageSchema | typeof siteSchema): Problem[] {
  const problems: Problem[] = [];
  const visitLabel = (value: unknown, path: PathSegment[]) => {
    const label = (value as { label?: unknown }).label;
    const advice = typeof label === "string" ? linkTextAdvice(label) : undefined;
    if (advice) problems.push(problemAt(file.parsed, [...path, "label"], advice.code, advice.message, { severity: "warning" }));
  };
  findBySchema(root, file.data, link, visitLabel);
  findBySchema(root, file.data, action, visitLabel);
  findBySchema(root, file.data, image, (value, path) => {
    const alt = (value as { alt?: unknown }).alt;
    const advice = typeof alt === "string" ? altTextAdvice(alt) : undefined;
    if (advice) problems.push(problemAt(file.parsed, [...path, "alt"], advice.code, advice.message, { severity: "warning" }));
  });
  return problems;
}

/**
 * Checks beyond types, on files that passed their schema. Most are warnings:
 * the page works, but some visitors are served worse. They never stop a build;
 * `npm run validate -- --strict` treats them as errors.
 */
export function lintContent(site: CheckedFile<unknown> | undefined, pages: CheckedFile<Page>[]): Problem[] {
  const problems: Problem[] = [];
  if (site) problems.push(...checkWords(site, siteSchema));
  for (const page of pages) problems.push(...checkOutline(page), ...checkWords(page, pageSchema));
  return problems;
}
