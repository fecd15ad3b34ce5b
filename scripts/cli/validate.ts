/**
 * Validates every content file and prints every problem in one run.
 *   npm run validate              human report with code frames
 *   npm run validate -- --strict  warnings fail too (a final check before publishing)
 *   npm run validate -- --json    machine-readable
 * Exits 1 when any error is found, or any warning under --strict.
 * With GITHUB_ACTIONS=true it also prints annotations.
 */
import { validateCommand } from "../content/validate-command.ts";

const { code, out } = validateCommand(process.argv.slice(2), {
  root: process.cwd(),
  color: process.stdout.isTTY === true && !process.env.NO_COLOR,
  githubActions: process.env.GITHUB_ACTIONS === "true",
});
console.log(out);
process.exitCode = code;
