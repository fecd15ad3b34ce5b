import { readFileSync } from "node:fs";
import { Fragment } from "prosemirror-model";
import { describe, expect, it } from "vitest";
import { entryBody, replaceEntryBody } from "../../../../../src/studio/articles/body/entry-body.ts";
import { pastedTextSlice } from "../../../../../src/studio/articles/body/paste-text.ts";
import { bodySchema } from "../../../../../src/studio/articles/body/schema.ts";
import { changedLines, expectAccepted } from "./helpers.ts";
import { editDoc, replaceBlock, replaceWords } from "./edit-helpers.ts";

const mandates = entryBody(readFileSync("content/news/saf-blending-mandates-by-region.md", "utf8"))!;
const arabic = entryBody(readFileSync("content/ar/news/gulf-horizon-offtake-agreement.md", "utf8"))!;

describe("one edit changes that block's lines only", () => {
  it("a word in a wrapped paragraph changes its line", () => {
    const after = replaceWords(mandates, "patchwork", "mosaic");
    expect(changedLines(mandates, after)).toEqual({
      removed: ["For airlines and fuel buyers, the result is a patchwork of *mandates*, which carry legal"],
      added: ["For airlines and fuel buyers, the result is a mosaic of *mandates*, which carry legal"],
    });
    expectAccepted(after);
  });

  it("a longer phrase reflows the paragraph up to its next kept line break", () => {
    const after = replaceWords(mandates, "two of the world's", "two of the very largest and busiest of the world's");
    const { removed, added } = changedLines(mandates, after);
    expect(removed[0]).toMatch(/^Since 1 January 2025/);
    expect(added.every((line) => [...line].length <= 100)).toBe(true);
    expect(added.join(" ")).toContain("very largest and busiest");
    expect(after.endsWith(mandates.slice(mandates.indexOf("\n\nFor airlines")))).toBe(true);
    expectAccepted(after);
  });

  it("a word in a hand-wrapped Arabic paragraph changes its line", () => {
    const after = replaceWords(arabic, "عشر سنوات", "اثنتي عشرة سنة");
    const { removed, added } = changedLines(arabic, after);
    expect(removed).toHaveLength(1);
    expect(added).toEqual([removed[0]!.replace("عشر سنوات", "اثنتي عشرة سنة")]);
    expectAccepted(after);
  });

  it("a heading", () => {
    const after = replaceWords(mandates, "What the details mean", "What the rules mean");
    expect(changedLines(mandates, after)).toEqual({ removed: ["## What the details mean for buyers"], added: ["## What the rules mean for buyers"] });
  });

  it("a list item", () => {
    const after = replaceWords(mandates, "Which feedstocks qualify?", "Which feedstocks count?");
    expect(changedLines(mandates, after)).toEqual({
      removed: ["- **Which feedstocks qualify?** Waste and residue feedstocks, such as used cooking oil and"],
      added: ["- **Which feedstocks count?** Waste and residue feedstocks, such as used cooking oil and"],
    });
    expectAccepted(after);
  });

  it("a table cell", () => {
    const after = replaceWords(mandates, "3–5%", "4–6%");
    expect(changedLines(mandates, after)).toEqual({
      removed: ["| Singapore | National target, funded by a levy | None | 3–5% | 1% from 2026 |"],
      added: ["| Singapore | National target, funded by a levy | None | 4–6% | 1% from 2026 |"],
    });
  });

  it("a table row added", () => {
    const tableIndex = 3;
    const after = editDoc(mandates, (doc) => {
      const table = doc.child(tableIndex);
      const cells = ["India", "National target", "None", "1%", "2% in 2028"].map((words) => bodySchema.nodes.table_cell.create(null, bodySchema.text(words)));
      return replaceBlock(doc, tableIndex, table.copy(table.content.append(Fragment.from(bodySchema.nodes.table_row.create(null, cells)))));
    });
    expect(changedLines(mandates, after)).toEqual({ removed: [], added: ["| India | National target | None | 1% | 2% in 2028 |"] });
    expectAccepted(after);
  });

  it("a quotation", () => {
    const after = replaceWords(mandates, "Mandates tell you the minimum.", "Mandates set the minimum.");
    const { removed, added } = changedLines(mandates, after);
    expect(removed).toEqual(['> "Mandates tell you the minimum. The airlines that move first are securing certified supply at']);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^> "Mandates set the minimum\. The airlines that move first are securing certified supply/);
    expectAccepted(after);
  });

  it("an image's alt text", () => {
    const body = "Intro paragraph.\n\n![The blending plant at dusk](/media/news/plant.jpg)\n\nClosing paragraph.\n";
    const after = editDoc(body, (doc) => {
      const paragraph = doc.child(1);
      const image = paragraph.firstChild!;
      return replaceBlock(doc, 1, paragraph.copy(Fragment.from(image.type.create({ ...image.attrs, alt: "The blending plant at night" }))));
    });
    expect(after).toBe("Intro paragraph.\n\n![The blending plant at night](/media/news/plant.jpg)\n\nClosing paragraph.\n");
  });

  it("an empty paragraph after a closing table (where the editor lets the cursor go below it) writes nothing", () => {
    const body = "Intro.\n\n| a | b |\n| --- | --- |\n| 1 | 2 |\n\n\n";
    expect(editDoc(body, (doc) => doc.copy(doc.content.append(Fragment.from(bodySchema.nodes.paragraph.create()))))).toBe(body);
  });

  it("a removed block takes its lines and one separator with it", () => {
    const after = editDoc(mandates, (doc) => doc.copy(doc.content.cut(0, doc.child(0).nodeSize).append(doc.content.cut(doc.child(0).nodeSize + doc.child(1).nodeSize))));
    expect(after).toBe(mandates.replace(/\n\nFor airlines[\s\S]*?side by\nside\./, ""));
  });
});

describe("plain text pasted", () => {
  it("keeps a paragraph holding code as one paragraph of its words", () => {
    const { slice, dropped } = pastedTextSlice("Run `npm install` first.\n\n<div>Note</div>\n");
    expect(slice.content.childCount).toBe(2);
    expect(slice.content.child(0).textContent).toBe("Run npm install first.");
    expect(slice.content.child(1).textContent).toBe("Note");
    expect(dropped).toEqual({ "kept-as-text": 2 });
  });
});

describe("a whole entry file", () => {
  it("gets its new body after its front matter, whose bytes are untouched", () => {
    const file = readFileSync("content/ar/news/gulf-horizon-offtake-agreement.md", "utf8");
    const saved = replaceEntryBody(file, replaceWords(arabic, "عشر سنوات", "اثنتي عشرة سنة"))!;
    expect(saved.slice(0, file.length - arabic.length)).toBe(file.slice(0, file.length - arabic.length));
    expect(changedLines(file, saved).removed).toHaveLength(1);
    expect(replaceEntryBody("No front matter here.\n", "x")).toBeUndefined();
  });
});
