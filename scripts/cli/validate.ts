/**
 * Validates every content file and prints every problem in one run.
 *   npm run validate              human report with code frames
 *   npm run validate -- --strict  warnings fail too (a final check before publishing)
 *   npm run validate -- --json    machine-readable
 * Exits 1 when any error is found, or any warning under --strict.
 * With GITHUB_ACTIONS=true it also prints annotations.
 */
import { performance } from "node:perf_hooks";
import { failsValidation, formatReport, githubAnnotations, jsonReport } from "../../src/validation/report.ts";
import { validateContentFolder } from "../content/validate-folder.ts";
import { leftOutLines } from "../content/left-out-report.ts";

const args = new Set(process.argv.slice(2));
const strict = args.has("--strict");
const root = process.cwd();
const started = performance.now();
// As the live site's build sees it, so drafts and scheduled entries are named below.
const result = validateContentFolder(root, undefined, { preview: false });
const elapsed = performance.now() - started;
const { errors, warnings } = result.stats;
const failed = failsValidation(result, strict);

if (args.has("--json")) {
  console.log(jsonReport(result, { strict }));
} else {
  const color = process.stdout.isTTY === true && !process.env.NO_COLOR;
  console.log(formatReport(result, { color }));
  for (const line of leftOutLines(result)) console.log(line);
  if (!failed && warnings === 0) console.log(`Content is valid (${elapsed.toFixed(0)} ms).`);
  else if (!failed) console.log(`Content is valid (${elapsed.toFixed(0)} ms). Warnings don't stop the build; npm run validate -- --strict treats them as errors.`);
  else if (errors === 0) console.log("Failed under --strict: fix the warnings above, or run without --strict to let them pass.");
  if (process.env.GITHUB_ACTIONS === "true" && result.problems.length > 0) console.log(githubAnnotations(result));
}
process.exitCode = failed ? 1 : 0;
