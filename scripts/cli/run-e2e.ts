/**
 * Runs the browser tests: checks for Chromium, builds the site, then runs
 * Playwright against `vite preview`. Extra arguments go to Playwright.
 *   npm run test:e2e                      build, then test
 *   E2E_SKIP_BUILD=1 npm run test:e2e     test the existing dist/
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { assertChromium, testChromiumPath } from "../browser.ts";

assertChromium(testChromiumPath);

function run(command: string, args: string[]): number {
  const result = spawnSync(command, args, { stdio: "inherit" });
  return result.status ?? 1;
}

if (process.env.E2E_SKIP_BUILD !== "1" || !existsSync("dist/index.html")) {
  const built = run("npx", ["vite", "build", "--logLevel", "warn"]);
  if (built !== 0) process.exit(built);
}
process.exit(run("npx", ["playwright", "test", ...process.argv.slice(2)]));
