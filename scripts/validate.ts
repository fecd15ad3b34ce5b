/**
 * Validates every content file and prints every problem in one run.
 *   npm run validate            human report with code frames
 *   npm run validate -- --json  machine-readable
 * Exits 1 when any error is found. With GITHUB_ACTIONS=true it also prints annotations.
 */
import { performance } from "node:perf_hooks";
import { formatReport, githubAnnotations, jsonReport } from "./content/report.ts";
import { validateContentFolder } from "./content/validate.ts";

const args = new Set(process.argv.slice(2));
const root = process.cwd();
const started = performance.now();
const result = validateContentFolder(root);
const elapsed = performance.now() - started;

if (args.has("--json")) {
  console.log(jsonReport(result));
} else {
  const color = process.stdout.isTTY === true && !process.env.NO_COLOR;
  console.log(formatReport(result, { color }));
  if (result.stats.errors === 0) console.log(`Content is valid (${elapsed.toFixed(0)} ms).`);
  if (process.env.GITHUB_ACTIONS === "true" && result.problems.length > 0) console.log(githubAnnotations(result));
}
process.exitCode = result.stats.errors > 0 ? 1 : 0;
