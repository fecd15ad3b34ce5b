// @vitest-environment happy-dom
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { EnglishBlocks } from "../../../../src/studio/articles/EnglishBlocks.tsx";
import { englishBlocks } from "../../../../src/studio/articles/entry-aid.ts";
import { readEntryFile } from "../../../../src/validation/collections/entry-file.ts";
import { blocksOfBody } from "../../../../src/validation/translation-body.ts";
import { render, type Rendered } from "../../../fixtures/render.tsx";
import { shippedCollection } from "../../../fixtures/collections.ts";

const englishPath = "content/news/astm-d7566-corsia-certification.md";
const arabicPath = "content/ar/news/astm-d7566-corsia-certification.md";
const englishText = readFileSync(englishPath, "utf8");
const read = (path: string, text: string) => readEntryFile({ path, text, kind: "entry" }, shippedCollection("news")).file!;
const arabic = read(arabicPath, readFileSync(arabicPath, "utf8"));
const shippedBlocks = blocksOfBody(read(englishPath, englishText).body).map((block) => block.text);

/** The English entry with its body's blocks rearranged by `change`. */
function englishWith(change: (blocks: string[]) => string[]) {
  const file = read(englishPath, englishText);
  return read(englishPath, englishText.slice(0, file.body.offset) + change(shippedBlocks).join("\n\n") + "\n");
}

let view: Rendered | undefined;
afterEach(() => view?.unmount());

function drawn(change: (blocks: string[]) => string[]) {
  view = render(<EnglishBlocks {...englishBlocks(englishWith(change), arabic)} />);
  return [...view.container.querySelectorAll<HTMLElement>("[data-english-block]")];
}

describe("the English beside an article's translation, block by block", () => {
  it("shows a paragraph inserted at the top as the only block to translate, every other beside the Arabic block made from it", () => {
    const rows = drawn((blocks) => ["Verdavia's fuel now flies on three continents.", ...blocks]);
    expect(rows).toHaveLength(shippedBlocks.length + 1);
    expect(rows[0]!.dataset.state).toBe("untranslated");
    expect(rows[0]!.dataset.translationBlock).toBeUndefined();
    expect(rows[0]!.textContent).toContain("Block 1: new in English, not yet translated");
    expect(rows[0]!.querySelector("pre")!.textContent).toBe("Verdavia's fuel now flies on three continents.");
    for (const [index, row] of rows.slice(1).entries()) {
      expect(row.dataset.state).toBe("current");
      // English block 2 stands beside the Arabic's block 1, and so on: the insert shifts nothing.
      expect(row.dataset.translationBlock).toBe(String(index));
      expect(row.textContent).toContain(`Block ${index + 2}: translated (block ${index + 1} of the translation)`);
      expect(row.querySelector("pre")!.textContent).toBe(shippedBlocks[index]);
    }
    expect(view!.container.querySelector("[data-orphaned-block]")).toBeNull();
  });

  it("lists the Arabic block of a paragraph removed in English apart, and every English block as translated", () => {
    const rows = drawn((blocks) => blocks.toSpliced(3, 1));
    expect(rows.map((row) => row.dataset.state)).toEqual(shippedBlocks.slice(1).map(() => "current"));
    const orphaned = [...view!.container.querySelectorAll<HTMLElement>("[data-orphaned-block]")];
    expect(orphaned.map((row) => row.dataset.orphanedBlock)).toEqual(["3"]);
    expect(orphaned[0]!.textContent).toContain("Block 4 of the translation: the English removed it.");
    expect(orphaned[0]!.querySelector("pre")!.textContent).toBe(blocksOfBody(arabic.body)[3]!.text);
  });
});
