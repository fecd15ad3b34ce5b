import { describe, expect, it } from "vitest";
import { closestMatch, editDistance, eitherOf, likelyMatches } from "../../../src/validation/suggest.ts";

describe("suggestions", () => {
  it("counts an adjacent swap as one edit", () => {
    expect(editDistance("titel", "title")).toBe(1);
    expect(editDistance("heor", "hero")).toBe(1);
    expect(editDistance("commitment", "comitment")).toBe(1);
  });

  it("suggests close matches only", () => {
    expect(closestMatch("/comitment", ["/about", "/commitment", "/contact"])).toBe("/commitment");
    expect(closestMatch("ctaa", ["cards", "cta", "hero"])).toBe("cta");
    expect(closestMatch("huge", ["full", "page", "compact"])).toBeUndefined();
    expect(closestMatch("carousel", ["cards", "cta", "hero"])).toBeUndefined();
  });

  it("suggests the right case", () => {
    expect(closestMatch("Title", ["title", "text"])).toBe("title");
    expect(closestMatch("title", ["title"])).toBeUndefined();
  });
});

describe("likely matches", () => {
  it("prefers a near typo, then names that start with the input, then names with it as a word", () => {
    expect(likelyMatches("lef", ["leaf", "leaf-shield"])).toEqual(["leaf"]);
    expect(likelyMatches("graduation", ["globe", "graduation-cap"])).toEqual(["graduation-cap"]);
    expect(likelyMatches("check", ["badge-check", "circle-check", "globe"])).toEqual(["badge-check", "circle-check"]);
    expect(likelyMatches("carousel", ["cards", "cta"])).toEqual([]);
    expect(likelyMatches("pl", ["plane", "plane-takeoff"])).toEqual([]);
  });

  it("reads as a list", () => {
    expect(eitherOf(["a"])).toBe('"a"');
    expect(eitherOf(["a", "b", "c"])).toBe('"a", "b" or "c"');
  });
});
