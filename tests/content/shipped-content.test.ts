import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { formatReport } from "../../src/validation/report.ts";
import { readContentSources } from "../../scripts/content/sources.ts";
import { validateContentFolder } from "../../scripts/content/validate-folder.ts";

const root = resolve(import.meta.dirname, "../..");

describe("shipped content", () => {
  const result = validateContentFolder(root);

  it("validates without errors or warnings", () => {
    expect(result.problems, formatReport(result)).toEqual([]);
  });

  it("has a page file for every route the site links to, and a not-found page", () => {
    const routes = result.content!.pages.map((page) => page.route);
    expect(routes).toContain("/");
    expect(routes).toContain("*");
    for (const link of result.content!.site.navigation.links) expect(routes).toContain(link.href.split("#")[0]);
  });

  it("opens every page with the one block that renders its h1", () => {
    const headingBlocks = new Set(["hero", "auth", "article", "listing", "prose", "search"]);
    for (const page of result.content!.pages) {
      expect(page.sections.filter((section) => headingBlocks.has(section.type) && (section.type !== "prose" || section.title)), page.route).toHaveLength(1);
      expect(headingBlocks.has(page.sections[0]!.type), page.route).toBe(true);
    }
  });

  it("has the specification's routes", () => {
    // Beside the news, which the build makes from content/news (tests/src/validation/collections/).
    const english = result.content!.pages.filter((page) => page.locale === undefined && !page.counterpart);
    expect(english.map((page) => page.route).sort()).toEqual(["*", "/", "/about", "/auth", "/commitment", "/contact", "/cookie-policy", "/esg", "/partnerships", "/privacy", "/search", "/technology"]);
  });

  it("has each of them in Arabic under /ar, every one translated", () => {
    const arabic = result.content!.pages.filter((page) => page.locale !== undefined && !page.counterpart);
    expect(arabic.map((page) => page.route).sort()).toEqual(["/ar", "/ar/*", "/ar/about", "/ar/auth", "/ar/commitment", "/ar/contact", "/ar/cookie-policy", "/ar/esg", "/ar/partnerships", "/ar/privacy", "/ar/search", "/ar/technology"]);
    for (const page of arabic) expect([page.route, page.locale, page.contentLocale]).toEqual([page.route, "ar", undefined]);
  });

  it("keeps only page files in content/pages", () => {
    expect(readContentSources(root).filter((source) => source.kind === "stray")).toEqual([]);
  });
});
