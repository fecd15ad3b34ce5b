import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";

const projectRoot = resolve(import.meta.dirname, "../..");
const scratch = mkdtempSync(join(tmpdir(), "vscode-task-"));
vi.setConfig({ testTimeout: 30_000 });
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface Task {
  label: string;
  command: string;
  options?: { env?: Record<string, string> };
  problemMatcher: { fileLocation: string[]; pattern: { regexp: string; file: number; line: number; column: number; severity: number; code: number; message: number } };
}

const tasks = (JSON.parse(readFileSync(join(projectRoot, ".vscode/tasks.json"), "utf8")) as { tasks: Task[] }).tasks;
const task = tasks.find((candidate) => candidate.label === "Validate content")!;

/** What VS Code's problem matcher makes of each line of the task's output. */
function matchLines(output: string) {
  const { pattern } = task.problemMatcher;
  const regexp = new RegExp(pattern.regexp);
  return output.split("\n").flatMap((line) => {
    const match = regexp.exec(line);
    if (!match) return [];
    return [{ file: match[pattern.file], line: Number(match[pattern.line]), column: Number(match[pattern.column]), severity: match[pattern.severity], code: match[pattern.code], message: match[pattern.message] }];
  });
}

describe('VS Code\'s "Validate content" task', () => {
  it("runs the validator without colour, with paths from the workspace folder", () => {
    expect(task.command).toBe("npm run validate");
    expect(task.options?.env?.NO_COLOR).toBe("1");
    expect(task.problemMatcher.fileLocation).toEqual(["relative", "${workspaceFolder}"]);
  });

  it("its problem matcher picks out every problem of the real output, and nothing else", () => {
    cpSync(join(projectRoot, "content"), join(scratch, "content"), { recursive: true });
    cpSync(join(projectRoot, "public"), join(scratch, "public"), { recursive: true });
    const home = join(scratch, "content/pages/home.yaml");
    writeFileSync(home, readFileSync(home, "utf8").replace("href: /technology\n        linkDetail:", "href: /tecnology\n        linkDetail:").replace("Learn More", "Click here"));
    const about = join(scratch, "content/pages/about.yaml");
    writeFileSync(about, readFileSync(about, "utf8").replace("    intro: The principles behind every decision we make.", "    intro: The principles behind <b>every</b> decision we make."));

    const run = spawnSync(join(projectRoot, "node_modules/.bin/tsx"), [join(projectRoot, "scripts/cli/validate.ts")], { cwd: scratch, encoding: "utf8", env: { ...process.env, GITHUB_ACTIONS: "", ...task.options?.env } });
    expect(run.status).toBe(1);
    expect(matchLines(run.stdout)).toEqual([
      // The English text edited leaves those sections' Arabic translations behind, each named at its own line.
      { file: "content/ar/pages/about.yaml", line: 44, column: 12, severity: "warning", code: "sections[2].intro", message: expect.stringMatching(/^The English of this section changed since it was translated: intro now reads/) },
      { file: "content/ar/pages/home.yaml", line: 24, column: 16, severity: "warning", code: "sections[0].actions[0].label", message: expect.stringMatching(/^The English of this section changed since it was translated: actions\[0\]\.label now reads "Click here"/) },
      { file: "content/pages/about.yaml", line: 35, column: 12, severity: "error", code: "sections[2].intro", message: expect.stringMatching(/^Text can't contain HTML tags/) },
      { file: "content/pages/home.yaml", line: 24, column: 16, severity: "warning", code: "sections[0].actions[0].label", message: expect.stringMatching(/^"Click here" doesn't say where the link goes/) },
      { file: "content/pages/home.yaml", line: 25, column: 15, severity: "error", code: "sections[0].actions[0].href", message: 'No page has the route "/tecnology". Did you mean "/technology"?' },
    ]);
  });
});
