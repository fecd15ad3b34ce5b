import { describe, expect, it } from "vitest";
import { newArticleText, proposeArticle, slugOfTitle } from "../../../../src/studio/articles/new-article.ts";
import { readEntryFile } from "../../../../src/validation/collections/entry-file.ts";
import { shippedCollection, shippedFactsOf } from "../../../fixtures/collections.ts";

const news = shippedFactsOf("news");

const shipped = [
  { path: "content/ar/news/dubai-airshow-2025.md", title: "التقِ بفريق Verdavia في معرض دبي للطيران 2025" },
  { path: "content/news/dubai-airshow-2025.md", title: "Verdavia at the Dubai Airshow 2025" },
  { path: "content/ar/news/first-saf-deliveries.md", title: "أول وقود طيران مستدام من مصنع Verdavia في دبي يزوّد رحلات «طيران الأفق الخليجي»" },
];

describe("a new article's address", () => {
  it("is the title's words, lower case, joined by hyphens", () => {
    expect(slugOfTitle("Verdavia Signs 10-Year Offtake with Gulf Horizon!")).toBe("verdavia-signs-10-year-offtake-with-gulf-horizon");
    expect(slugOfTitle("Café & Crème: Türkiye's SAF plan")).toBe("cafe-and-creme-turkiyes-saf-plan");
    expect(slugOfTitle("A very long headline about sustainable aviation fuel mandates in every region of the world")).toBe("a-very-long-headline-about-sustainable-aviation-fuel");
  });

  it("is proposed with its route, and refused in words naming the article that has it", () => {
    expect(proposeArticle("Plant opening in Dubai", shipped, news)).toEqual({ ok: true, slug: "plant-opening-in-dubai", path: "content/news/plant-opening-in-dubai.md", route: "/news/plant-opening-in-dubai" });
    // The English article is named, wherever its translation is listed.
    const clash = proposeArticle("Dubai Airshow 2025", shipped, news);
    expect(clash).toEqual({ ok: false, message: "The article “Verdavia at the Dubai Airshow 2025” already has the address /news/dubai-airshow-2025. Give this one a different title." });
    // A translation whose English is gone keeps the name: a new English article would become its English.
    expect(proposeArticle("First SAF deliveries", shipped, news).ok).toBe(false);
    expect(proposeArticle("Event", shipped, news)).toMatchObject({ ok: false, message: expect.stringContaining("News & Insights's own listing pages") });
    expect(proposeArticle("   ", shipped, news).ok).toBe(false);
    expect(proposeArticle("معرض دبي للطيران", shipped, news)).toMatchObject({ ok: false, message: expect.stringContaining("letters or digits in English") });
  });
});

describe("a new article's first text", () => {
  it("has the title quoted, today's date and time in Dubai with its zone, and the kind news", () => {
    const text = newArticleText('SAF: "the" answer', new Date("2026-11-27T06:15:42Z"), news);
    expect(text).toBe('---\ntitle: "SAF: \\"the\\" answer"\ndate: 2026-11-27T10:15:00+04:00\ntype: news\n---\n');
    const read = readEntryFile({ path: "content/news/saf-the-answer.md", text, kind: "entry" }, shippedCollection("news"));
    expect(read.file?.parsed.data).toEqual({ title: 'SAF: "the" answer', date: "2026-11-27T10:15:00+04:00", type: "news" });
    // Summary, picture and text are the editor's to write: the validator asks for them.
    expect(read.problems.map((problem) => problem.path ?? problem.code)).toEqual(expect.arrayContaining(["summary", "image", "body"]));
  });
});
