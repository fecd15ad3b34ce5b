/**
 * Edits as fields (field-edits.ts): what the editor changed, where it is in someone else's
 * text, and what merges without a question and what waits for a choice.
 */
import { describe, expect, it } from "vitest";
import { applyAllToData } from "../../../../src/studio/editing/changes.ts";
import { changeTo, fieldEdits, locate, threeWay } from "../../../../src/studio/editing/field-edits.ts";

const page = {
  route: "/about",
  title: "About Us — Verdavia",
  sections: [
    { type: "hero", title: "About Verdavia", cta: { label: "Talk to us", href: "/contact" } },
    { type: "faq", items: [{ question: "Where?", answer: "UK" }, { question: "When?", answer: "Now" }] },
  ],
};

describe("fieldEdits", () => {
  it("names each changed field by its path, into groups and list items", () => {
    const mine = applyAllToData(page, [
      { op: "set", path: ["sections", 0, "cta", "label"], value: "Write to us" },
      { op: "set", path: ["sections", 1, "items", 1, "answer"], value: "Today" },
      { op: "delete", path: ["title"] },
    ]);
    expect(fieldEdits(page, mine)).toEqual([
      { path: ["title"], before: "About Us — Verdavia", after: undefined },
      { path: ["sections", 0, "cta", "label"], before: "Talk to us", after: "Write to us" },
      { path: ["sections", 1, "items", 1, "answer"], before: "Now", after: "Today" },
    ]);
  });

  it("takes a list that grew as one field, and finds nothing where nothing changed", () => {
    const mine = applyAllToData(page, [{ op: "insert", path: ["sections", 1, "items"], index: 2, value: { question: "Who?", answer: "Us" } }]);
    expect(fieldEdits(page, mine)).toEqual([{ path: ["sections", 1, "items"], before: page.sections[1]!.items, after: [...page.sections[1]!.items!, { question: "Who?", answer: "Us" }] }]);
    expect(fieldEdits(page, structuredClone(page))).toEqual([]);
  });
});

describe("locate", () => {
  it("follows a section to where it is after a section was added before it", () => {
    const theirs = applyAllToData(page, [{ op: "insert", path: ["sections"], index: 0, value: { type: "text", title: "New" } }]);
    expect(locate(page, theirs, ["sections", 1, "items", 0, "question"])).toEqual(["sections", 2, "items", 0, "question"]);
  });

  it("finds an edited section by its type when it is the only one of it", () => {
    const theirs = applyAllToData(page, [
      { op: "set", path: ["sections", 0, "title"], value: "About Verdavia Group" },
      { op: "insert", path: ["sections"], index: 2, value: { type: "text", title: "End" } },
    ]);
    expect(locate(page, theirs, ["sections", 0, "title"])).toEqual(["sections", 0, "title"]);
  });

  it("gives up when the section is gone", () => {
    const theirs = applyAllToData(page, [{ op: "delete", path: ["sections", 1] }]);
    expect(locate(page, theirs, ["sections", 1, "items", 0, "question"])).toBeUndefined();
  });
});

describe("threeWay", () => {
  const mine = applyAllToData(page, [
    { op: "set", path: ["sections", 0, "title"], value: "About Verdavia, Again" },
    { op: "set", path: ["sections", 1, "items", 0, "answer"], value: "UK and Dubai" },
  ]);

  it("puts the fields only the editor changed on their text, where they now are", () => {
    const theirs = applyAllToData(page, [
      { op: "set", path: ["title"], value: "About — Verdavia" },
      { op: "insert", path: ["sections"], index: 1, value: { type: "text", title: "Between" } },
    ]);
    const { merged, choices } = threeWay(page, mine, theirs);
    expect(choices).toEqual([]);
    expect(merged).toEqual([
      { op: "set", path: ["sections", 0, "title"], value: "About Verdavia, Again" },
      { op: "set", path: ["sections", 2, "items", 0, "answer"], value: "UK and Dubai" },
    ]);
  });

  it("asks about a field both changed differently, with the value before, theirs and mine", () => {
    const theirs = applyAllToData(page, [{ op: "set", path: ["sections", 0, "title"], value: "About Verdavia Group" }]);
    const { merged, choices } = threeWay(page, mine, theirs);
    expect(choices).toEqual([{ path: ["sections", 0, "title"], before: "About Verdavia", mine: "About Verdavia, Again", theirs: "About Verdavia Group", placed: true }]);
    expect(merged).toEqual([{ op: "set", path: ["sections", 1, "items", 0, "answer"], value: "UK and Dubai" }]);
  });

  it("needs nothing where both made the same change", () => {
    const theirs = applyAllToData(page, [{ op: "set", path: ["sections", 0, "title"], value: "About Verdavia, Again" }]);
    expect(threeWay(page, mine, theirs).choices).toEqual([]);
  });

  it("asks, and cannot place the edit, when the section it was in is gone", () => {
    const theirs = applyAllToData(page, [{ op: "delete", path: ["sections", 1] }]);
    const { choices } = threeWay(page, mine, theirs);
    expect(choices).toEqual([{ path: ["sections", 1, "items", 0, "answer"], before: "UK", mine: "UK and Dubai", theirs: undefined, placed: false }]);
  });

  it("removes a field the editor removed", () => {
    expect(changeTo(["title"], undefined)).toEqual({ op: "delete", path: ["title"] });
    expect(changeTo(["title"], "T")).toEqual({ op: "set", path: ["title"], value: "T" });
  });
});
