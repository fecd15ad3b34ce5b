import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildCoreSubset, coreCharacters, coreFontPath, unicodeRange } from "../../scripts/fonts/core-subset.ts";
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

  it("covers every character the shipped content and interface use, so no page needs the full face", () => {
    const sources = ["content", "src/app", "src/blocks", "src/components"];
    const text = execFileSync("git", ["grep", "-h", "-I", "-P", "[^\\x00-\\x7F]", "--", ...sources], { encoding: "utf8" });
    const outside = [...new Set([...text.replace(/\s/g, "")])].filter((char) => !coreCharacters.includes(char));
    expect(outside).toEqual([]);
  });

  it("writes ranges compactly", () => {
    expect(unicodeRange("abcx ")).toBe("U+0020, U+0061-0063, U+0078");
  });
});
