/**
 * Inter's core subset: the characters English copy uses, at the weights the site uses.
 * The first paint waits for one font file, so it is kept small (about 23 KB against 48 KB
 * for the full Latin file); any other character falls through to the full Latin face,
 * which a browser downloads only for a page that needs it.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const printableAscii = Array.from({ length: 0x7f - 0x20 }, (_, offset) => String.fromCharCode(0x20 + offset)).join("");
const typography = "\u00a0–—‘’“”«»•…·×©®™€£°¹²³";

export const coreCharacters = printableAscii + typography;
export const coreWeights = { min: 400, max: 800 } as const;
export const coreFontPath = fileURLToPath(new URL("../../src/theme/inter-core.woff2", import.meta.url));
const fullLatinPath = fileURLToPath(new URL("../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2", import.meta.url));

/** CSS unicode-range for exactly the characters in the subset. */
export function unicodeRange(characters: string): string {
  const points = [...new Set([...characters].map((char) => char.codePointAt(0)!))].sort((a, b) => a - b);
  const ranges: string[] = [];
  for (let index = 0; index < points.length; index++) {
    const start = points[index]!;
    while (points[index + 1] === points[index]! + 1) index++;
    const end = points[index]!;
    const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, "0");
    ranges.push(start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`);
  }
  return ranges.join(", ");
}

/** The characters of `text` a unicode-range (as unicodeRange writes it) leaves out, each once. */
export function outsideRange(range: string, text: string): string[] {
  const spans = range.split(",").map((span) => {
    const [start = "", end = start] = span.trim().slice(2).split("-");
    return { start: parseInt(start, 16), end: parseInt(end, 16) };
  });
  const inside = (point: number) => spans.some(({ start, end }) => point >= start && point <= end);
  return [...new Set(text)].filter((char) => !inside(char.codePointAt(0)!));
}

export function buildCoreSubset(): Promise<Buffer> {
  return subsetFont(readFileSync(fullLatinPath), coreCharacters, {
    targetFormat: "woff2",
    variationAxes: { wght: coreWeights },
  });
}
