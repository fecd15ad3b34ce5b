/**
 * Two edits of one article's text met block by block: edits in different paragraphs both stay,
 * untouched blocks keep their bytes, and only a paragraph both changed differently is a choice,
 * named by its first words.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { changedStretches, mergeBodies, mergedBody } from "../../../../../src/studio/articles/body/body-merge.ts";
import { entryThreeWay } from "../../../../../src/studio/articles/body/entry-three-way.ts";
import { entryData } from "../../../../../src/studio/editing/entry-text.ts";

const base = [
  "Verdavia will exhibit at the Dubai Airshow from 17 to 21 November,\non stand 1240 in the sustainability zone.",
  "## What we will show",
  "- A model of the Dubai plant\n- Our *first* batch certificate",
  "Visitors can book a meeting with our team.",
  "[stand]: https://example.com/stand",
].join("\n\n") + "\n";

const edit = (text: string, from: string, to: string) => {
  expect(text).toContain(from);
  return text.replace(from, to);
};

describe("changedStretches", () => {
  it("finds a replaced, an inserted and a removed block against the base", () => {
    expect(changedStretches(["a", "b", "c"], ["a", "B", "c"])).toEqual([{ baseStart: 1, baseEnd: 2, sideStart: 1, sideEnd: 2 }]);
    expect(changedStretches(["a", "b"], ["a", "x", "b"])).toEqual([{ baseStart: 1, baseEnd: 1, sideStart: 1, sideEnd: 2 }]);
    expect(changedStretches(["a", "b", "c"], ["a", "c"])).toEqual([{ baseStart: 1, baseEnd: 2, sideStart: 1, sideEnd: 1 }]);
    expect(changedStretches(["a"], ["a"])).toEqual([]);
  });
});

describe("mergeBodies", () => {
  it("keeps both edits when they are in different paragraphs, with every other byte as it was", () => {
    const mine = edit(base, "17 to 21 November", "17 to 21 November 2025");
    const theirs = edit(base, "book a meeting", "book a visit");
    const merge = mergeBodies(base, mine, theirs);
    expect(merge.choices).toEqual([]);
    expect(mergedBody(merge, [])).toBe(edit(mine, "book a meeting", "book a visit"));
  });

  it("keeps the editor's paragraph apart from the next one, which they changed with the one before it", () => {
    const mine = edit(base, "stand 1240", "stand 1250");
    const theirs = edit(edit(base, "What we will show", "What we will bring"), "*first* batch", "*second* batch");
    const merge = mergeBodies(base, mine, theirs);
    expect(merge.choices).toEqual([]);
    expect(mergedBody(merge, [])).toBe(edit(theirs, "stand 1240", "stand 1250"));
  });

  it("takes in a block they added and one they removed beside the editor's edit", () => {
    const mine = edit(base, "book a meeting", "book a visit");
    const theirs = edit(edit(base, "## What we will show\n\n", "## What we will show\n\nA new paragraph of theirs.\n\n"), "Verdavia will exhibit at the Dubai Airshow from 17 to 21 November,\non stand 1240 in the sustainability zone.\n\n", "");
    const merge = mergeBodies(base, mine, theirs);
    expect(merge.choices).toEqual([]);
    expect(mergedBody(merge, [])).toBe(edit(theirs, "book a meeting", "book a visit"));
  });

  it("asks about a paragraph both changed, naming it by its first words, with each side in the reader's words", () => {
    const mine = edit(base, "stand 1240", "stand 1250");
    const theirs = edit(edit(base, "stand 1240", "stand 1300"), "*first* batch", "*second* batch");
    const merge = mergeBodies(base, mine, theirs);
    expect(merge.choices).toHaveLength(1);
    const [choice] = merge.choices;
    expect(choice!.name).toBe("The paragraph beginning “Verdavia will exhibit at…”");
    expect(choice!.mineWords).toBe("Verdavia will exhibit at the Dubai Airshow from 17 to 21 November,\non stand 1250 in the sustainability zone.");
    expect(choice!.theirsWords).toContain("stand 1300");
    // Their other change (the list) comes in whichever side is chosen for the paragraph.
    expect(mergedBody(merge, ["mine"])).toBe(edit(theirs, "stand 1300", "stand 1250"));
    expect(mergedBody(merge, ["theirs"])).toBe(theirs);
  });

  it("needs no choice when both made the same change, and names a heading or a list by its words", () => {
    const same = edit(base, "stand 1240", "stand 1250");
    expect(mergeBodies(base, same, same).choices).toEqual([]);
    const heading = mergeBodies(base, edit(base, "will show", "will bring"), edit(base, "will show", "will present"));
    expect(heading.choices.map((choice) => choice.name)).toEqual(["The heading “What we will show”"]);
    const list = mergeBodies(base, edit(base, "A model", "One model"), edit(base, "A model", "The model"));
    expect(list.choices.map((choice) => choice.name)).toEqual(["The list beginning “A model of the…”"]);
  });

  it("asks when both added different text at the same place, naming the block before it", () => {
    const mine = edit(base, "## What we will show\n\n", "## What we will show\n\nMine.\n\n");
    const theirs = edit(base, "## What we will show\n\n", "## What we will show\n\nTheirs.\n\n");
    const merge = mergeBodies(base, mine, theirs);
    expect(merge.choices.map((choice) => choice.name)).toEqual(["The text after the heading “What we will show”"]);
    expect(mergedBody(merge, ["mine"])).toBe(mine);
  });
});

describe("entryThreeWay", () => {
  const article = (body: string, title = "Meet Verdavia at the Dubai Airshow") => entryData(`---\ntitle: ${title}\ntype: event\n---\n${body}`);

  it("turns the text, changed by both in different paragraphs, into one change with both edits", () => {
    const mine = edit(base, "stand 1240", "stand 1250");
    const theirs = edit(base, "book a meeting", "book a visit");
    const met = entryThreeWay(article(base), article(mine), article(theirs, "Meet us at the Dubai Airshow"));
    expect(met.choices).toEqual([]);
    expect(met.body).toBeUndefined();
    expect(met.merged).toEqual([{ op: "set", path: ["body"], value: edit(theirs, "stand 1240", "stand 1250") }]);
  });

  it("leaves the text's shared paragraph to choose, and a field both changed as a field choice", () => {
    const met = entryThreeWay(article(base), article(edit(base, "stand 1240", "stand 1250"), "Ours"), article(edit(base, "stand 1240", "stand 1300"), "Theirs"));
    expect(met.choices.map((choice) => choice.path)).toEqual([["title"]]);
    expect(met.body?.place).toEqual(["body"]);
    expect(met.body?.merge.choices.map((choice) => choice.name)).toEqual(["The paragraph beginning “Verdavia will exhibit at…”"]);
  });

  it("merges the edits of a shipped article's different paragraphs without a question", () => {
    const shipped = readFileSync("content/news/astm-d7566-corsia-certification.md", "utf8");
    const text = (entryData(shipped)!.body as string);
    const mine = edit(text, "plant produces", "plant delivers");
    const theirs = edit(text, "What comes next", "What follows");
    const met = entryThreeWay(entryData(shipped), { ...entryData(shipped), body: mine }, { ...entryData(shipped), body: theirs });
    expect(met.merged).toEqual([{ op: "set", path: ["body"], value: edit(theirs, "plant produces", "plant delivers") }]);
  });
});
