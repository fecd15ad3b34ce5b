import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { longArticle, longArticleTitle, typingAnchor, wordCount } from "../../../scripts/bench/long-article.ts";
import { percentile } from "../../../scripts/bench/timing.ts";
import { entrySchema } from "../../../src/content/collections/entry-schema.ts";
import { shippedCollection } from "../../fixtures/collections.ts";

describe("the studio benchmark's long article", () => {
  const text = longArticle();
  const [, matter = "", body = ""] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];

  it("is about 2,000 words, the length the keystroke target is set for", () => {
    expect(wordCount(text)).toBeGreaterThanOrEqual(2000);
    expect(wordCount(text)).toBeLessThan(2300);
  });

  it("has front matter a news entry may have", () => {
    expect(entrySchema(shippedCollection("news")).parse(parse(matter))).toMatchObject({ title: longArticleTitle, type: "press-release" });
  });

  it("ends with the typing anchor, found nowhere else, so the preview can be searched for what is typed after it", () => {
    expect(body.trimEnd().endsWith(typingAnchor)).toBe(true);
    expect(body.split(typingAnchor)).toHaveLength(2);
  });

  it("counts words as a reader does: link targets and marks left out", () => {
    expect(wordCount("---\ntitle: x y\n---\nRead **our** [technology page](/technology), 80% less.")).toBe(6);
  });
});

describe("percentile", () => {
  it("takes the nearest rank", () => {
    const thirty = Array.from({ length: 30 }, (_, index) => 30 - index);
    expect(percentile(thirty, 95)).toBe(29);
    expect(percentile(thirty, 50)).toBe(15);
    expect(percentile([7], 95)).toBe(7);
    expect(() => percentile([], 95)).toThrow();
  });
});
