import { describe, expect, it } from "vitest";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { validateContentFolder } from "../../../../scripts/content/validate-folder.ts";
import { readContentSources } from "../../../../scripts/content/sources.ts";
import { validateSources } from "../../../../src/validation/validate.ts";
import { readMediaLibrary } from "../../../../scripts/content/media-library.ts";
import { normalizeSlug } from "../../../../src/content/collections/slug.ts";
import { listingRoute, pageCount, pageOf } from "../../../../src/content/collections/addresses.ts";
import { entryState, isShown } from "../../../../src/content/collections/publish.ts";
import { collectionDocuments } from "../../../../scripts/prerender/collection-documents.ts";
import { collectionOfEntry, collectionsOf } from "../../../../src/validation/collections/declarations.ts";
import type { SourceFile } from "../../../../src/validation/sources.ts";

const root = process.cwd();
const sources = readContentSources(root);
const media = readMediaLibrary(`${root}/public`);
const english = sources.find((source) => source.path === "content/news/gulf-horizon-offtake-agreement.md")!;
const news = collectionOfEntry(collectionsOf(sources), english.path)!;
const perPage = news.listing.perPage;

/** The shipped content with one entry's text replaced, validated as the build does. */
function withEntry(text: string, path = english.path, publish = {}) {
  const replaced: SourceFile[] = sources.filter((source) => source.path !== path).concat({ path, text, kind: "entry" });
  return validateSources(replaced, { media, publish });
}

const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split("\n").length;

describe("news entries", () => {
  it("the shipped content is valid, with every entry in it", () => {
    const result = validateContentFolder(root);
    expect(result.problems.filter((problem) => problem.severity === "error")).toEqual([]);
    expect(result.stats.entries).toBeGreaterThanOrEqual(15);
  });

  it("refuses raw HTML, javascript: links, h1, skipped levels, images without alt or outside the library, and broken routes, each at its own line, in one run", () => {
    const front = english.text.slice(0, english.text.indexOf("\n---", 4) + 5);
    const body = ["Intro.", "", "# Title again", "", "#### Too deep", "", "<b>bold</b>", "", "[x](javascript:alert(1))", "", "![](/media/news/offtake-agreement.jpg)", "", "![A plant](https://example.com/a.jpg)", "", "[gone](/no-such-page)"].join("\n");
    const text = `${front}${body}\n`;
    const problems = withEntry(text).problems.filter((problem) => problem.file === english.path && problem.severity === "error");
    const at = (code: string) => problems.find((problem) => problem.code === code);
    expect(at("body-heading-1")?.line).toBe(lineOf(text, "# Title again"));
    expect(at("body-heading-skipped")?.line).toBe(lineOf(text, "#### Too deep"));
    expect(at("body-html")?.line).toBe(lineOf(text, "<b>bold</b>"));
    expect(at("body-bad-link")?.message).toMatch(/"javascript:" links are not allowed/);
    expect(at("body-image-alt")?.line).toBe(lineOf(text, "![](/media"));
    expect(at("body-image-source")?.line).toBe(lineOf(text, "![A plant](https"));
    expect(at("unknown-route")).toMatchObject({ line: lineOf(text, "[gone]"), column: 1 });
  });

  it("refuses an unknown tag with a suggestion, at the tag's line", () => {
    const text = english.text.replace("tags: [offtake, airlines]", "tags: [oftake, airlines]");
    expect(text).not.toBe(english.text);
    const problem = withEntry(text).problems.find((found) => found.code === "entry-unknown-tag")!;
    expect(problem).toMatchObject({ file: english.path, line: lineOf(text, "tags:"), suggestion: "offtake" });
  });

  it("keeps drafts and future entries off a production build and shows them, marked, in a preview", () => {
    const draft = english.text.replace("type: press-release", "type: press-release\ndraft: true");
    const live = withEntry(draft, english.path, { preview: false, now: new Date("2026-11-26T12:00:00Z") });
    const routes = live.content!.pages.map((page) => page.route);
    expect(routes).not.toContain("/news/gulf-horizon-offtake-agreement");
    expect(routes).not.toContain("/news/first-saf-deliveries-dubai-plant");
    expect(live.leftOut!.map((entry) => [entry.name, entry.state])).toEqual(
      expect.arrayContaining([
        ["gulf-horizon-offtake-agreement", "draft"],
        ["first-saf-deliveries-dubai-plant", "scheduled"],
      ]),
    );
    const home = live.content!.pages.find((page) => page.route === "/")!;
    const latest = home.sections.find((section) => section.type === "latest") as unknown as { entries: { route: string }[] };
    expect(latest.entries.map((entry) => entry.route)).not.toContain("/news/gulf-horizon-offtake-agreement");
    const preview = withEntry(draft, english.path, { preview: true, now: new Date("2026-11-26T12:00:00Z") });
    const marked = preview.content!.pages.find((page) => page.route === "/news/gulf-horizon-offtake-agreement")!;
    expect((marked.sections[0] as unknown as { entry: { stateLabel: string } }).entry.stateLabel).toBe("Draft");
    // Once its time has come, the scheduled entry is live.
    const later = withEntry(english.text, english.path, { preview: false, now: new Date("2026-12-03T05:00:01Z") });
    expect(later.content!.pages.map((page) => page.route)).toContain("/news/first-saf-deliveries-dubai-plant");
  });

  it("lists Arabic entries only in Arabic, and an English entry without a translation sends the switch to the Arabic news", () => {
    // Every shipped entry has its Arabic; one is left without it here.
    const untranslated = "content/ar/news/northbridge-university-research-partnership.md";
    const content = validateSources(sources.filter((source) => source.path !== untranslated), { media }).content!;
    const arabicList = content.pages.find((page) => page.route === "/ar/news")!;
    const cards = (arabicList.sections[0] as unknown as { listing: { groups: { entries: { route: string }[] }[] } }).listing.groups.flatMap((group) => group.entries);
    expect(cards.every((card) => card.route.startsWith("/ar/news/"))).toBe(true);
    expect(cards.map((card) => card.route)).not.toContain("/ar/news/northbridge-university-research-partnership");
    const englishOnly = content.pages.find((page) => page.route === "/news/northbridge-university-research-partnership")!;
    expect(englishOnly.languageRoutes).toEqual({ ar: "/ar/news" });
  });

  it("says which body block of a translation fell behind, at the Arabic file's line", () => {
    const changed = english.text.replace("## The agreement at a glance", "## The agreement in brief");
    expect(changed).not.toBe(english.text);
    const behind = withEntry(changed).problems.filter((problem) => problem.code === "translation-behind" && problem.file === "content/ar/news/gulf-horizon-offtake-agreement.md");
    expect(behind).toHaveLength(1);
    const arabic = sources.find((source) => source.path === "content/ar/news/gulf-horizon-offtake-agreement.md")!.text;
    expect(arabic.split("\n")[behind[0]!.line - 1]).toMatch(/^## /);
    // The developer is given the command; the studio's translator, the button, with no command or file.
    expect(behind[0]!.message).toContain("npm run translations -- --mark content/ar/news/gulf-horizon-offtake-agreement.md");
    expect(behind[0]!.editorMessage).toMatch(/^Block \d+ of the text is behind the English, which now reads: ".*The agreement in brief"\. Update the translation, then press Mark as translated\.$/);
  });
});

describe("news addresses", () => {
  it("paginates 0, 1, 12 and 13 entries", () => {
    expect([0, 1, 12, 13].map((count) => pageCount(count, perPage))).toEqual([1, 1, 1, 2]);
    const thirteen = Array.from({ length: 13 }, (_, index) => index);
    expect(pageOf(thirteen, 1, perPage)).toHaveLength(perPage);
    expect(pageOf(thirteen, 2, perPage)).toEqual([12]);
    expect(listingRoute(news, undefined, 2)).toBe("/news/page/2");
    expect(listingRoute(news, { field: "tags", value: "offtake" }, 1)).toBe("/news/tag/offtake");
    expect(listingRoute(news, { field: "type", value: "insight" }, 3)).toBe("/news/insight/page/3");
  });

  it("normalizes Arabic slugs without transliterating them", () => {
    expect(normalizeSlug("اتفاقيةُ  توريدٍ طويلة الأجل")).toBe("اتفاقية-توريد-طويلة-الأجل");
    expect(normalizeSlug("وقـــود 2026!")).toBe("وقود-2026");
    expect(normalizeSlug("  —  ")).toBe("");
  });

  it("decides what is live with an injected clock", () => {
    const now = new Date("2026-11-26T00:00:00Z");
    expect(entryState({ publish: "2026-12-03T09:00:00+04:00" }, now)).toBe("scheduled");
    expect(entryState({ publish: "2026-01-01T09:00:00+04:00", draft: true }, now)).toBe("draft");
    expect(entryState({ publish: "2026-01-01T09:00:00+04:00" }, now)).toBe("live");
    expect(entryState({ expires: "2026-11-25T23:59:00+04:00" }, now)).toBe("closed");
    expect(isShown("closed", { now, preview: true })).toBe(false);
    expect(isShown("scheduled", { now, preview: false })).toBe(false);
    expect(isShown("draft", { now, preview: true })).toBe(true);
  });
});

describe("news feeds", () => {
  const content = validateContentFolder(root).content!;
  const files = collectionDocuments(content);

  it("writes a valid Atom 1.0 feed per language with the spec's required elements", () => {
    for (const [path, lang] of [["news/atom.xml", "en"], ["ar/news/atom.xml", "ar"]] as const) {
      const xml = files.get(path)!;
      expect(XMLValidator.validate(xml)).toBe(true);
      const feed = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "entry" || name === "link" }).parse(xml).feed;
      expect(feed["@_xmlns"]).toBe("http://www.w3.org/2005/Atom");
      expect(feed["@_xml:lang"]).toBe(lang);
      for (const field of ["id", "title", "updated", "author"]) expect(feed[field]).toBeDefined();
      expect(feed.link.some((link: Record<string, string>) => link["@_rel"] === "self")).toBe(true);
      expect(feed.entry.length).toBeGreaterThanOrEqual(6);
      for (const entry of feed.entry) {
        for (const field of ["id", "title", "updated", "published", "summary"]) expect(entry[field], field).toBeDefined();
        expect(Number.isNaN(Date.parse(entry.updated))).toBe(false);
      }
    }
  });

  it("writes a JSON Feed 1.1 per language with its required members", () => {
    for (const [path, language] of [["news/feed.json", "en"], ["ar/news/feed.json", "ar"]] as const) {
      const feed = JSON.parse(files.get(path)!);
      expect(feed.version).toBe("https://jsonfeed.org/version/1.1");
      expect(feed.language).toBe(language);
      expect(typeof feed.title).toBe("string");
      expect(feed.feed_url).toMatch(/^https:\/\//);
      for (const item of feed.items) {
        expect(typeof item.id).toBe("string");
        expect(item.content_text ?? item.content_html).toBeTruthy();
        expect(new Date(item.date_published).toISOString()).toBeTruthy();
      }
      // Drafts and scheduled entries never reach a feed.
      expect(feed.items.map((item: { url: string }) => item.url).join(" ")).not.toContain("first-saf-deliveries");
    }
  });
});

describe("news pages and long text through the whole pipeline", () => {
  it("makes page 2 of a listing from 13 entries, with newer and older links between them", () => {
    const extra = Array.from({ length: 13 }, (_, index): SourceFile => ({
      path: `content/news/extra-${index}.md`,
      kind: "entry",
      text: english.text.replace(/^title: .*$/m, `title: Extra ${index}`).replace(/^date: .*$/m, `date: 2026-0${1 + (index % 9)}-1${index % 10}T09:00:00+04:00`),
    }));
    const result = validateSources([...sources, ...extra], { media, publish: { preview: false, now: new Date("2026-11-26T00:00:00Z") } });
    const listing = (route: string) => {
      const found = (result.content!.pages.find((page) => page.route === route)?.sections[0] as unknown as { listing: { groups: { entries: unknown[] }[]; page: number; pages: number; previous?: string; next?: string } } | undefined)?.listing;
      return found && { ...found, entries: found.groups.flatMap((group) => group.entries) };
    };
    const first = listing("/news")!;
    const second = listing("/news/page/2")!;
    expect([first.entries.length, first.page, first.pages, first.next, first.previous]).toEqual([12, 1, 2, "/news/page/2", undefined]);
    expect([second.entries.length, second.previous, second.next]).toEqual([result.content!.pages.filter((page) => page.route.startsWith("/news/") && page.sections[0]!.type === "article").length - 12, "/news", undefined]);
    expect(listing("/news/page/3")).toBeUndefined();
  });

  it("refuses a block the site makes, written in a page, and a page that takes the news's address", () => {
    const about = sources.find((source) => source.path === "content/pages/about.yaml")!;
    const written = about.text.replace(/\nsections:\n/, "\nsections:\n  - type: listing\n    listing: {}\n");
    const made = validateSources(sources.map((source) => (source === about ? { ...source, text: written } : source)), { media }).problems;
    expect(made.map((problem) => problem.code)).toContain("made-by-site");
    const taken = validateSources(sources.map((source) => (source === about ? { ...source, text: about.text.replace("route: /about", "route: /news") } : source)), { media }).problems;
    expect(taken.find((problem) => problem.code === "route-taken-by-collection")).toMatchObject({ file: "content/pages/about.yaml", line: lineOf(about.text, "route: /about") });
  });

  it("places a finding in a prose block's Markdown at its own line and column in the YAML file", () => {
    const policy = sources.find((source) => source.path === "content/pages/cookie-policy.yaml")!;
    const text = policy.text.replace("## What we keep in your browser", "## What we keep in your browser\n\n      <script>alert(1)</script>\n\n      [broken](/no-such-page)");
    expect(text).not.toBe(policy.text);
    const problems = validateSources(sources.map((source) => (source === policy ? { ...source, text } : source)), { media }).problems.filter((problem) => problem.file === policy.path);
    expect(problems.find((problem) => problem.code === "body-html")).toMatchObject({ line: lineOf(text, "<script>"), column: 7 });
    expect(problems.find((problem) => problem.code === "unknown-route")).toMatchObject({ line: lineOf(text, "[broken]"), column: 7 });
  });

  it("gives an Arabic entry its own address in Arabic script, and refuses an empty or shared one", () => {
    const arabic = sources.find((source) => source.path === "content/ar/news/dubai-airshow-2025.md")!;
    const withSlug = (slug: string, path = arabic.path) => ({ path, kind: "entry" as const, text: arabic.text.replace("---\n", `---\nslug: ${slug}\n`) });
    const own = validateSources(sources.map((source) => (source === arabic ? withSlug("معرض دبي للطيران ٢٠٢٥") : source)), { media });
    const page = own.content!.pages.find((candidate) => candidate.counterpart === "news:dubai-airshow-2025" && candidate.locale === "ar")!;
    expect(page.route).toBe("/ar/news/معرض-دبي-للطيران-٢٠٢٥");
    expect(own.content!.pages.find((candidate) => candidate.route === "/news/dubai-airshow-2025")!.languageRoutes).toEqual({ ar: page.route });
    const empty = validateSources(sources.map((source) => (source === arabic ? withSlug('"ـــ"') : source)), { media }).problems;
    expect(empty.find((problem) => problem.code === "entry-slug-empty")).toMatchObject({ file: arabic.path, line: 2 });
    const other = sources.find((source) => source.path === "content/ar/news/gulf-horizon-offtake-agreement.md")!;
    const clash = validateSources(
      sources.map((source) => (source === arabic ? withSlug("خبر") : source === other ? { ...other, text: other.text.replace("---\n", "---\nslug: خبر\n") } : source)),
      { media },
    ).problems;
    expect(clash.filter((problem) => problem.code === "entry-duplicate-address")).toHaveLength(1);
  });
});
