import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readEntryFile } from "../../../src/validation/collections/entry-file.ts";
import { checkEntryTranslations } from "../../../src/validation/collections/translation.ts";
import { blocksOfBody } from "../../../src/validation/translation-body.ts";
import { shippedCollection } from "../../fixtures/collections.ts";

// A shipped article whose Arabic twin is marked as translated from its English, block by block.
const englishPath = "content/news/astm-d7566-corsia-certification.md";
const arabicPath = "content/ar/news/astm-d7566-corsia-certification.md";
const englishText = readFileSync(englishPath, "utf8");
const arabicText = readFileSync(arabicPath, "utf8");
const read = (path: string, text: string) => readEntryFile({ path, text, kind: "entry" }, shippedCollection("news")).file!;

const englishFile = read(englishPath, englishText);
const arabicFile = read(arabicPath, arabicText);
const englishBlocks = blocksOfBody(englishFile.body);
const arabicBlocks = blocksOfBody(arabicFile.body);
const bodyStart = englishFile.body.offset;

/** The English file with its body's blocks rearranged by `change`. */
function withBody(change: (blocks: string[]) => string[]): string {
  return englishText.slice(0, bodyStart) + change(englishBlocks.map((block) => block.text)).join("\n\n") + "\n";
}

const findingsFor = (english: string) => checkEntryTranslations([{ file: read(englishPath, english), locale: "" }, { file: arabicFile, locale: "ar" }]);
/** The line of the Arabic file where its block `index` (from 0) starts. */
const arabicLine = (index: number) => arabicText.slice(0, arabicFile.body.offset + arabicBlocks[index]!.start).split("\n").length;

describe("an entry's translation state follows each block's text, not its place", () => {
  it("starts from an article whose twin has as many blocks and nothing behind", () => {
    expect(englishBlocks.length).toBe(arabicBlocks.length);
    expect(englishBlocks.length).toBeGreaterThan(8);
    expect(findingsFor(withBody((blocks) => blocks))).toEqual([]);
  });

  it("names only a paragraph inserted at the top, where it belongs in the translation", () => {
    const findings = findingsFor(withBody((blocks) => ["Verdavia's fuel now flies on three continents.", ...blocks]));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ file: arabicPath, line: arabicLine(0), code: "translation-behind", severity: "warning" });
    expect(findings[0]!.editorMessage).toBe(
      'The English has a new block 1 that this translation lacks: "Verdavia\'s fuel now flies on three continents.". Translate it and put it before block 1 of this text. Update the translation, then press Mark as translated.',
    );
  });

  it("names only the translation of a block removed in English, at its line", () => {
    const findings = findingsFor(withBody((blocks) => blocks.toSpliced(3, 1)));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ line: arabicLine(3) });
    expect(findings[0]!.editorMessage).toMatch(/^Block 4 of the text has no counterpart in the English any more: it was removed there\. Remove it here too\./);
  });

  it("names a block moved in English once, as moved, with no text behind", () => {
    const findings = findingsFor(withBody((blocks) => [...blocks.toSpliced(1, 1), blocks[1]!]));
    expect(findings).toHaveLength(1);
    // Block 2 went to the end: it now follows the last of the others.
    expect(findings[0]).toMatchObject({ line: arabicLine(1) });
    expect(findings[0]!.editorMessage).toMatch(new RegExp(`^Block 2 of the text is at another place in the English: it now comes after English block ${englishBlocks.length - 1}, ".*"\\. Its text needs no change: move it there\\.`));
  });

  it("names an edited block at its own line with its own English, even with a paragraph inserted above it", () => {
    const edited = (blocks: string[]) => blocks.with(5, `${blocks[5]} Deliveries begin in spring.`);
    const alone = findingsFor(withBody(edited));
    const withInsert = findingsFor(withBody((blocks) => ["A new first paragraph.", ...edited(blocks)]));
    const behind = withInsert.filter((finding) => finding.editorMessage?.includes("is behind the English"));
    expect(alone).toHaveLength(1);
    expect(withInsert).toHaveLength(2);
    for (const finding of [alone[0]!, behind[0]!]) {
      expect(finding).toMatchObject({ line: arabicLine(5) });
      expect(finding.editorMessage).toContain("Block 6 of the text is behind the English, which now reads:");
      expect(finding.editorMessage).toContain(englishBlocks[5]!.text.slice(0, 40));
    }
  });
});
