/**
 * Noto Sans Arabic's core subset: the Arabic letters, marks and punctuation the Arabic
 * copy uses, at the weights the site uses. The full Arabic file is 166 KB, most of it
 * letters of Persian, Urdu and other languages the site is not written in; an Arabic
 * page's text needs a small part of it. Figures are written in Western digits, which
 * Inter sets, so the Arabic-Indic digits stay out. Any other Arabic character falls
 * through to the full face, which a browser downloads only for a page that needs it.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";
import { coreWeights } from "./core-subset.ts";

const arabicContentFolder = fileURLToPath(new URL("../../content/ar/", import.meta.url));
export const arabicCoreFontPath = fileURLToPath(new URL("../../src/theme/noto-sans-arabic-core.woff2", import.meta.url));
export const fullArabicPath = fileURLToPath(new URL("../../node_modules/@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2", import.meta.url));

/** Characters set in the Arabic face: the Arabic script's own, and the marks and punctuation it shares with others. */
export const isArabicScript = (char: string): boolean => /\p{Script_Extensions=Arabic}/u.test(char);

/**
 * Kept whether or not the copy uses them yet: punctuation an editor reaches for in Arabic
 * text, and the zero-width non-joiner src/lib/initials.ts puts between a person's Arabic
 * initials. Outside the core face, that one invisible character made the browser fetch the
 * full 166 KB face for every page with a team card.
 */
const arabicInterfaceCharacters = "،؛؟\u200C";

/** Every file of the Arabic translation, as text: site.yaml, pages/*.yaml, collections/*.yaml and each collection's entries. */
export function arabicContentText(folder = arabicContentFolder): string {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".yaml") || file.endsWith(".md"))
    .sort()
    .map((file) => readFileSync(join(folder, file), "utf8"))
    .join("\n");
}

const inCodePointOrder = (characters: Iterable<string>): string => [...new Set(characters)].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!).join("");

/** The Arabic-script characters of `text`, each once, in code point order. */
export function arabicCharacters(text: string): string {
  return inCodePointOrder([...text].filter(isArabicScript));
}

/** What the core subset holds: the translation's Arabic characters and the interface's above, in code point order. */
export function arabicCoreCharacters(): string {
  return inCodePointOrder([...arabicCharacters(arabicContentText()), ...arabicInterfaceCharacters]);
}

/**
 * Every layout feature is kept (subset-font's default), so the shaping Arabic needs comes
 * through: joining forms (isol, init, medi, fina), the lām-alif ligatures (rlig, liga),
 * contextual forms (calt, ccmp) and mark placement (mark, mkmk).
 */
export function buildArabicCoreSubset(characters = arabicCoreCharacters()): Promise<Buffer> {
  return subsetFont(readFileSync(fullArabicPath), characters, {
    targetFormat: "woff2",
    variationAxes: { wght: coreWeights },
  });
}
