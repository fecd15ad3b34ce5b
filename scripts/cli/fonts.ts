/**
 * `npm run fonts`: regenerates the core subsets, src/theme/inter-core.woff2 and
 * src/theme/noto-sans-arabic-core.woff2 (see scripts/fonts/), and prints the unicode-range
 * each face declares in src/theme/.
 */
import { writeFileSync } from "node:fs";
import { relative } from "node:path";
import { arabicCoreCharacters, arabicCoreFontPath, buildArabicCoreSubset } from "../fonts/arabic-core-subset.ts";
import { buildCoreSubset, coreCharacters, coreFontPath, unicodeRange } from "../fonts/core-subset.ts";

const subsets = [
  { path: coreFontPath, characters: coreCharacters, build: buildCoreSubset },
  { path: arabicCoreFontPath, characters: arabicCoreCharacters(), build: buildArabicCoreSubset },
];
for (const { path, characters, build } of subsets) {
  const font = await build();
  writeFileSync(path, font);
  console.log(`${relative(process.cwd(), path)}: ${(font.length / 1024).toFixed(1)} KB, ${[...characters].length} characters`);
  console.log(`unicode-range: ${unicodeRange(characters)}`);
}
