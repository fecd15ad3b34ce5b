import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildCoreSubset, coreCharacters, coreFontPath, unicodeRange } from "../../scripts/fonts/core-subset.ts";
import { coreUnicodeRange, interFaces } from "../../src/theme/fonts.ts";

/** Whether a character is in a CSS unicode-range ("U+0020-007E, U+00A0"). */
function inUnicodeRange(char: string, range: string): boolean {
  const point = char.codePointAt(0)!;
  return range.split(",").some((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/, "").split("-").map((hex) => parseInt(hex, 16));
    return point >= from! && point <= to!;
  });
}

describe("Inter core subset", () => {
  it("declares exactly the characters it holds", () => {
    expect(coreUnicodeRange).toBe(unicodeRange(coreCharacters));
  });

  // Subsetting is seconds of CPU: on a busy machine more than the default 5 s.
  it("is up to date: run `npm run fonts` after changing the characters or weights", { timeout: 60_000 }, async () => {
    const committed = readFileSync(coreFontPath);
    expect(Buffer.compare(committed, await buildCoreSubset())).toBe(0);
  });

  it("covers every character the shipped content and interface use, so no page needs the full face", () => {
    const sources = ["content", "src/app", "src/blocks", "src/components"];
    const text = execFileSync("git", ["grep", "-h", "-I", "-P", "[^\\x00-\\x7F]", "--", ...sources], { encoding: "utf8" });
    const characters = [...new Set([...text.replace(/\s/g, "")])];
    // Inter draws no Arabic: the Arabic pages' letters and marks (U+0600–06FF) fall through to the fonts after it, and fetch neither of its faces.
    const arabic = characters.filter((char) => /[\u0600-\u06FF]/u.test(char));
    expect(arabic.length).toBeGreaterThan(0);
    const ranges = [...interFaces.styles.matchAll(/unicode-range:\s*([^;]+);/g)].map((match) => match[1]!);
    expect(ranges).toHaveLength(2);
    for (const range of ranges) expect(arabic.filter((char) => inUnicodeRange(char, range)), range).toEqual([]);
    const outside = characters.filter((char) => !arabic.includes(char) && !coreCharacters.includes(char));
    expect(outside).toEqual([]);
  });

  it("writes ranges compactly", () => {
    expect(unicodeRange("abcx ")).toBe("U+0020, U+0061-0063, U+0078");
  });
});
