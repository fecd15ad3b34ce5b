import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readContentSources } from "../../../../scripts/content/sources.ts";
import { englishBlocks, entryAid, markTranslatedChanges } from "../../../../src/studio/articles/entry-aid.ts";
import { planEntryTranslation } from "../../../../src/studio/articles/translate-article.ts";
import { editedEntryText, entryParts } from "../../../../src/studio/editing/entry-text.ts";
import { schemaKeyOrder } from "../../../../src/studio/editing/key-order.ts";
import { readEntryFile } from "../../../../src/validation/collections/entry-file.ts";
import { entryStanding } from "../../../../src/validation/collections/translation.ts";
import { pairsBehind } from "../../../../src/validation/translation-pairs.ts";
import { rememberShippedCollections, shippedCollection } from "../../../fixtures/collections.ts";

rememberShippedCollections();
import { validateSources } from "../../../../src/validation/validate.ts";

const englishPath = "content/news/astm-d7566-corsia-certification.md";
const arabicPath = "content/ar/news/astm-d7566-corsia-certification.md";
const read = (path: string, text = readFileSync(path, "utf8")) => readEntryFile({ path, text, kind: "entry" }, shippedCollection("news")).file!;
const rtl = { code: "ar", dir: "rtl" as const };

describe("an article's translation in the studio", () => {
  it("shows the English of each field and block, marking the blocks whose English changed since", () => {
    const english = read(englishPath, readFileSync(englishPath, "utf8").replace("is now\ncertified", "is today\ncertified"));
    const arabic = read(arabicPath);
    const aid = entryAid(english, arabic, rtl);
    expect(aid).toMatchObject({ lang: "ar", dir: "rtl" });
    expect(aid.english.get("title")).toEqual({ text: "Verdavia's Humber plant earns ISCC CORSIA certification for ASTM D7566 fuel", state: "current" });
    expect([...aid.english.keys()].every((key) => !key.startsWith("body["))).toBe(true);
    const { blocks } = englishBlocks(english, arabic);
    expect(blocks.filter((block) => block.state !== "current").map((block) => [block.index, block.state])).toEqual([[0, "changed"]]);
    expect(blocks[0]!.text).toContain("is today\ncertified");
  });

  it("marks as translated by changing only the fingerprints that differ, in the file's own quoting", () => {
    const englishText = readFileSync(englishPath, "utf8").replace("is now\ncertified", "is today\ncertified");
    const english = read(englishPath, englishText);
    const arabicText = readFileSync(arabicPath, "utf8");
    const changes = markTranslatedChanges(english, read(arabicPath));
    expect(changes).toEqual([{ op: "set", path: ["translated", "body[0]"], value: expect.stringMatching(/^[0-9a-f]{8}$/) }]);
    const marked = editedEntryText(arabicText, changes, schemaKeyOrder(arabicPath));
    const before = arabicText.split("\n");
    expect(marked.split("\n").filter((line, index) => line !== before[index])).toEqual([`  body[0]: "${(changes[0] as { value: string }).value}"`]);
    const standing = entryStanding(english, read(arabicPath, marked));
    expect([standing.fields, pairsBehind(standing.blocks)]).toEqual([[], []]);
  });

  it("begins a translation with the English structure, a draft, every text marked as not yet translated, and the site still valid", () => {
    const englishText = readFileSync("content/news/northbridge-university-research-partnership.md", "utf8");
    const plan = planEntryTranslation("content/news/northbridge-university-research-partnership.md", englishText, "ar");
    expect(plan.path).toBe("content/ar/news/northbridge-university-research-partnership.md");
    expect(entryParts(plan.text)!.body).toBe(entryParts(englishText)!.body);
    expect(plan.text.split("\n").filter((line) => !englishText.split("\n").includes(line))).toEqual(["draft: true"]);
    // The shipped Arabic of this entry is set aside: the plan is what an entry with none begins with.
    const shipped = readContentSources(".").filter((source) => source.path !== plan.path);
    const result = validateSources([...shipped, { path: plan.path, text: plan.text, kind: "entry" }]);
    expect(result.problems.filter((problem) => problem.severity === "error")).toEqual([]);
    const marked = result.problems.filter((problem) => problem.file === plan.path);
    expect(marked.length).toBeGreaterThan(0);
    expect(marked.every((problem) => problem.code === "translation-behind" && problem.severity === "warning")).toBe(true);
  });
});
