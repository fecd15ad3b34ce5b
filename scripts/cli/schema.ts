/**
 * `npm run schema`: writes the editor's JSON Schema (content/schema/*.schema.json) and the
 * block reference (content/BLOCKS.md) from the zod schemas.
 *   npm run schema -- --check   exits 1, changing nothing, when a generated file is out of date
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { generatedFiles } from "../schema/generated-files.ts";

const check = process.argv.includes("--check");
let stale = 0;
for (const { file, text } of generatedFiles()) {
  const current = existsSync(file) ? readFileSync(file, "utf8") : undefined;
  if (current === text) continue;
  stale++;
  if (check) {
    console.error(`${file} is out of date. Run npm run schema and commit the result.`);
  } else {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    console.log(`wrote ${file}`);
  }
}
if (stale === 0) console.log("Generated content files are up to date.");
if (check && stale > 0) process.exitCode = 1;
