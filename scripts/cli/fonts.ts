/** `npm run fonts`: regenerates src/theme/inter-core.woff2 (see scripts/fonts/core-subset.ts). */
import { writeFileSync } from "node:fs";
import { relative } from "node:path";
import { buildCoreSubset, coreCharacters, coreFontPath, unicodeRange } from "../fonts/core-subset.ts";

const font = await buildCoreSubset();
writeFileSync(coreFontPath, font);
console.log(`${relative(process.cwd(), coreFontPath)}: ${(font.length / 1024).toFixed(1)} KB, ${[...coreCharacters].length} characters`);
console.log(`unicode-range: ${unicodeRange(coreCharacters)}`);
