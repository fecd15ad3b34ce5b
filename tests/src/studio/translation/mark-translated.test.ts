import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { markTranslated } from "../../../../src/studio/translation/mark-translated.ts";
import { fingerprint } from "../../../../src/validation/translations.ts";
import { validateSources } from "../../../../src/validation/validate.ts";
import { edit, validAbout, validHome } from "../../../fixtures/content.ts";
import { arabicAbout, arabicHome, bilingualSources } from "../../../fixtures/translations.ts";

const path = "content/ar/pages/about.yaml";
const changedEnglish = edit(validAbout, "text: Cut aviation emissions.", "text: Cut aviation emissions by 80%.");

/** The fingerprints each section of a translation records, as YAML reads them. */
const recorded = (text: string) => (parse(text) as { sections: { translated?: Record<string, unknown> }[] }).sections.map((section) => section.translated);

/** The text without its `translated:` blocks: what marking must leave byte for byte as it was. */
function withoutTranslated(text: string): string[] {
  const kept: string[] = [];
  let blockIndent: number | undefined;
  for (const line of text.split("\n")) {
    const indent = line.length - line.trimStart().length;
    if (blockIndent !== undefined && line.trim() !== "" && indent > blockIndent) continue;
    blockIndent = /^\s*translated:\s*$/.test(line) ? indent : undefined;
    if (blockIndent === undefined) kept.push(line);
  }
  return kept;
}

describe("markTranslated", () => {
  it("rewrites only the translated: lines, with the fingerprints of the English as it is now", () => {
    const marked = markTranslated(changedEnglish, arabicAbout, path);
    expect(marked).not.toBe(arabicAbout);
    expect(withoutTranslated(marked)).toEqual(withoutTranslated(arabicAbout));
    expect(recorded(marked)).toEqual([
      { title: fingerprint("About") },
      { title: fingerprint("Our Mission"), "items[0].title": fingerprint("Mission"), "items[0].text": fingerprint("Cut aviation emissions by 80%.") },
    ]);
    // The section whose English did not change keeps its lines as they were.
    expect(marked.split("\n").slice(0, 8)).toEqual(arabicAbout.split("\n").slice(0, 8));
  });

  it("records the fingerprints in a translation never marked, every other line as it was", () => {
    const unmarked = withoutTranslated(arabicAbout).join("\n");
    const marked = markTranslated(validAbout, unmarked, path);
    expect(withoutTranslated(marked)).toEqual(unmarked.split("\n"));
    expect(recorded(marked)).toEqual(recorded(arabicAbout));
    expect(validateSources(bilingualSources({ [path]: marked })).problems).toEqual([]);
  });

  it("writes a fingerprint that reads as a number in quotes, so YAML keeps it text", () => {
    expect(fingerprint("Our Approach")).toBe("0246e793");
    const marked = markTranslated(validHome, withoutTranslated(arabicHome).join("\n"), "content/ar/pages/home.yaml");
    expect(recorded(marked)[1]).toMatchObject({ title: "0246e793" });
    expect(validateSources(bilingualSources({ "content/ar/pages/home.yaml": marked })).problems).toEqual([]);
  });

  it("changes nothing the second time", () => {
    const marked = markTranslated(changedEnglish, arabicAbout, path);
    expect(markTranslated(changedEnglish, marked, path)).toBe(marked);
    expect(markTranslated(validAbout, arabicAbout, path)).toBe(arabicAbout);
  });

  it("leaves validation with nothing behind in the file it marked", () => {
    const before = validateSources(bilingualSources({ "content/pages/about.yaml": changedEnglish })).problems;
    expect(before.map((problem) => [problem.file, problem.code])).toEqual([[path, "translation-behind"]]);
    const marked = markTranslated(changedEnglish, arabicAbout, path);
    expect(validateSources(bilingualSources({ "content/pages/about.yaml": changedEnglish, [path]: marked })).problems).toEqual([]);
  });

  it("marks only the sections asked for", () => {
    const unmarked = withoutTranslated(arabicAbout).join("\n");
    const heroOnly = markTranslated(validAbout, unmarked, path, [0]);
    expect(recorded(heroOnly)).toEqual([{ title: fingerprint("About") }, undefined]);
  });
});
