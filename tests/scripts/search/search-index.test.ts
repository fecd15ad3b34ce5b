import { describe, expect, it } from "vitest";
import { validateContentFolder } from "../../../scripts/content/validate-folder.ts";
import { searchFacts, withSearchFacts } from "../../../scripts/prerender/search-facts.ts";
import { indexedDocument, markupText } from "../../../scripts/search/document-text.ts";
import { searchRecord } from "../../../scripts/search/write-index.ts";
import type { LocalizedPage } from "../../../src/content/localize.ts";
import { foldForSearch } from "../../../src/lib/search-fold.ts";

const content = validateContentFolder(".").content!;
const siteOf = (page: LocalizedPage) => (page.locale && content.sites?.[page.locale]) || content.site;
const facts = (page: LocalizedPage) => searchFacts(page, siteOf(page), content);
const pageAt = (route: string) => content.pages.find((page) => page.route === route)!;

describe("searchFacts: what the prerender marks for search", () => {
  it("gives a news entry the news's name from content in its language, its date and tags", () => {
    const english = content.pages.find((page) => page.counterpart === "news:astm-d7566-corsia-certification" && !page.locale)!;
    const arabic = content.pages.find((page) => page.counterpart === "news:astm-d7566-corsia-certification" && page.locale === "ar")!;
    expect(facts(english)).toMatchObject({ section: "News & Insights", listing: "news/", date: { iso: expect.stringMatching(/^\d{4}-/) } });
    expect(facts(arabic)).toMatchObject({ section: "الأخبار والتحليلات", listing: "ar/news/" });
    expect(facts(english)!.tags.length).toBeGreaterThan(0);
    expect(facts(english)!.title).not.toContain("—");
  });

  it("names a page's section with the words table's searchPage, in each language", () => {
    expect(facts(pageAt("/about"))).toMatchObject({ section: "Page", tags: [] });
    expect(facts(pageAt("/ar/about"))).toMatchObject({ section: "صفحة" });
  });

  it("leaves out the search page (siteSearch: false), listings, and pages shown in another language", () => {
    expect(facts(pageAt("/search"))).toBeUndefined();
    expect(facts(pageAt("/news"))).toBeUndefined();
    // An Arabic address showing the English page (its translation not yet written) is found from English search only.
    expect(facts({ ...pageAt("/ar/about"), contentLocale: "en" })).toBeUndefined();
  });

  it("leaves out a draft or scheduled entry a preview build shows", () => {
    const entry = content.pages.find((page) => page.counterpart?.startsWith("news:") && !page.locale)!;
    const section = entry.sections[0]!;
    if (section.type !== "article") throw new Error("an entry's page holds its article");
    for (const state of ["draft", "scheduled"] as const) {
      expect(facts({ ...entry, sections: [{ ...section, entry: { ...section.entry, state } }] })).toBeUndefined();
    }
    expect(facts({ ...entry, siteSearch: false })).toBeUndefined();
  });
});

describe("indexedDocument: what the index reads back from a built document", () => {
  const html = (main: string) => `<html lang="ar" dir="rtl"><body><header>القائمة</header>${main}<footer>التذييل</footer></body></html>`;

  it("reads the facts and the main content only, without scripts, icons and ignored notices", () => {
    const marked = withSearchFacts(
      html(`<main id="main"><p data-search-ignore="">هذه الصفحة غير مترجمة <span>بعد</span></p><h1>الاعتماد &amp; <b>ASTM</b> D7566</h1><svg><title>x</title></svg><script>var a</script><p>نص</p></main>`),
      { title: "عنوان \"مقتبس\"", section: "الأخبار", listing: "ar/news/", date: { iso: "2026-03-12T09:00:00+04:00", text: "12 مارس 2026" }, tags: ["الاعتماد"] },
    );
    expect(indexedDocument(marked)).toEqual({
      language: "ar",
      title: 'عنوان "مقتبس"',
      section: "الأخبار",
      listing: "ar/news/",
      date: { iso: "2026-03-12T09:00:00+04:00", text: "12 مارس 2026" },
      tags: ["الاعتماد"],
      text: "الاعتماد & ASTM D7566 نص",
    });
  });

  it("skips a document whose <main> carries no facts", () => {
    expect(indexedDocument(html('<main id="main"><p>x</p></main>'))).toBeUndefined();
    expect(withSearchFacts("<main>x</main>", undefined)).toBe("<main>x</main>");
  });

  it("separates elements written side by side", () => {
    expect(markupText("<p><span>News</span><time>18 September</time></p><p>next</p>")).toBe("News 18 September next");
  });
});

describe("searchRecord", () => {
  it("indexes the folded words and keeps the words as written, word for word", () => {
    const record = searchRecord("ar/news/x/", { language: "ar", title: "الإعتماد", section: "الأخبار", tags: [], text: "حصلت الشركةُ على الاعتمـاد ٢٠٢٥" });
    expect(record.content).toBe(foldForSearch("الإعتماد حصلت الشركةُ على الاعتمـاد ٢٠٢٥"));
    expect(record.content).toContain("الاعتماد حصلت الشركه علي الاعتماد 2025");
    expect(record.meta.text!.split(" ")).toHaveLength(record.content.split(" ").length);
    expect(record.filters).toEqual({ section: ["الأخبار"] });
  });
});
