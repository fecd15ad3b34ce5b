import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { arabicCharacters, arabicContentText, arabicCoreCharacters, arabicCoreFontPath, buildArabicCoreSubset, fullArabicPath, isArabicScript } from "../../scripts/fonts/arabic-core-subset.ts";
import { buildCoreSubset, coreCharacters, coreFontPath, outsideRange, unicodeRange } from "../../scripts/fonts/core-subset.ts";
import { shaped, shapingFace } from "../../scripts/fonts/shaping.ts";
import { arabicCoreUnicodeRange } from "../../src/theme/arabic-fonts.ts";
import { coreUnicodeRange } from "../../src/theme/fonts.ts";

describe("Inter core subset", () => {
  it("declares exactly the characters it holds", () => {
    expect(coreUnicodeRange).toBe(unicodeRange(coreCharacters));
  });

  // Subsetting is seconds of CPU: on a busy machine more than the default 5 s.
  it("is up to date: run `npm run fonts` after changing the characters or weights", { timeout: 60_000 }, async () => {
    const committed = readFileSync(coreFontPath);
    expect(Buffer.compare(committed, await buildCoreSubset())).toBe(0);
  });

  it("covers every character the shipped content and interface use but Arabic letters, so no page needs the full face", () => {
    const sources = ["content", "src/app", "src/blocks", "src/components"];
    const text = execFileSync("git", ["grep", "-h", "-I", "-P", "[^\\x00-\\x7F]", "--", ...sources], { encoding: "utf8" });
    const outside = [...new Set([...text.replace(/\s/g, "")])].filter((char) => !coreCharacters.includes(char) && !isArabicScript(char));
    expect(outside).toEqual([]);
  });

  it("writes ranges compactly", () => {
    expect(unicodeRange("abcx ")).toBe("U+0020, U+0061-0063, U+0078");
  });
});

describe("Noto Sans Arabic core subset", () => {
  const arabicCopy = arabicContentText();

  it("covers every Arabic character content/ar uses", () => {
    const outside = outsideRange(arabicCoreUnicodeRange, arabicCharacters(arabicCopy));
    const hint = `content/ar uses ${outside.map((char) => `"${char}" (U+${char.codePointAt(0)!.toString(16).toUpperCase()})`).join(", ")}, which the Arabic core font lacks: run \`npm run fonts\` and paste the unicode-range it prints into src/theme/arabic-fonts.ts`;
    expect(outside, hint).toEqual([]);
  });

  it("finds a character an editor adds, and ignores Latin runs and Western digits, which Inter sets", () => {
    expect(outsideRange(arabicCoreUnicodeRange, arabicCharacters("فيديو ڤيديو ASTM D7566 2030"))).toEqual(["ڤ"]);
    expect(arabicCharacters("٢٠٣٠")).toBe("٠٢٣");
  });

  it("declares exactly the characters it holds", async () => {
    const face = (await shapingFace(arabicCoreFontPath, arabicCoreCharacters())).face;
    expect(unicodeRange(String.fromCodePoint(...face.collectUnicodes()))).toBe(arabicCoreUnicodeRange);
  });

  it("is up to date: run `npm run fonts` after changing content/ar's letters", { timeout: 60_000 }, async () => {
    expect(Buffer.compare(readFileSync(arabicCoreFontPath), await buildArabicCoreSubset())).toBe(0);
  });

  it("shapes the copy as the full face does, at the site's lightest and boldest weights: joined forms, lām-alif, marks", { timeout: 60_000 }, async () => {
    // Every joining position, the lām-alif ligature, tatweel, stacked marks (shadda with a vowel), punctuation.
    // Word by word: spaces are Inter's, in neither Arabic face's range.
    const words = ["الوقود", "المستدام", "للطيران", "ـ", "لا", "إلى", "مُحَمَّدٌ،", "هل؟", "؛"];
    for (const wght of [400, 800]) {
      const core = await shapingFace(arabicCoreFontPath, words.join(""), wght);
      const full = await shapingFace(fullArabicPath, words.join(""), wght);
      for (const word of words) expect(shaped(core, word), word).toEqual(shaped(full, word));
    }
  });

  it("joins letters: a word is narrower than its letters set apart", async () => {
    const word = "المستدام";
    const core = await shapingFace(arabicCoreFontPath, word, 400);
    const width = (text: string) => shaped(core, text).reduce((sum, glyph) => sum + glyph.advance, 0);
    expect(width(word)).toBeLessThan([...word].reduce((sum, letter) => sum + width(letter), 0));
  });
});
