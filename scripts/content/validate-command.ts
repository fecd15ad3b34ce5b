/**
 * What `npm run validate` prints and exits with, as a function of its arguments and folder,
 * so its tests run it in their own process instead of starting Node for each case.
 */
import { performance } from "node:perf_hooks";
import { failsValidation, formatReport, githubAnnotations, jsonReport } from "../../src/validation/report.ts";
import { validateContentFolder } from "./validate-folder.ts";
import { leftOutLines } from "./left-out-report.ts";

interface ValidateCommandOptions {
  /** The project folder holding content/ and public/. */
  root: string;
  color: boolean;
  /** Prints GitHub's annotations too, as `GITHUB_ACTIONS=true` asks. */
  githubActions: boolean;
}

/** The report's lines and the exit code: 1 when any error is found, or any warning under --strict. */
export function validateCommand(argv: readonly string[], { root, color, githubActions }: ValidateCommandOptions): { code: 0 | 1; out: string } {
  const args = new Set(argv);
  const strict = args.has("--strict");
  const started = performance.now();
  // As the live site's build sees it, so drafts and scheduled entries are named below.
  const result = validateContentFolder(root, undefined, { preview: false });
  const elapsed = performance.now() - started;
  const { errors, warnings } = result.stats;
  const failed = failsValidation(result, strict);
  const code = failed ? 1 : 0;
  if (args.has("--json")) return { code, out: jsonReport(result, { strict }) };

  const lines = [formatReport(result, { color }), ...leftOutLines(result)];
  if (!failed && warnings === 0) lines.push(`Content is valid (${elapsed.toFixed(0)} ms).`);
  else if (!failed) lines.push(`Content is valid (${elapsed.toFixed(0)} ms). Warnings don't stop the build; npm run validate -- --strict treats them as errors.`);
  else if (errors === 0) lines.push("Failed under --strict: fix the warnings above, or run without --strict to let them pass.");
  if (githubActions && result.problems.length > 0) lines.push(githubAnnotations(result));
  return { code, out: lines.join("\n") };
}
