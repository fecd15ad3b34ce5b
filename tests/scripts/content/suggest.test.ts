import { describe, expect, it } from "vitest";
import { closestMatch, editDistance } from "../../../scripts/content/suggest.ts";

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
