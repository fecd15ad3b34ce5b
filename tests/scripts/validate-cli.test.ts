import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { validateCommand } from "../../scripts/content/validate-command.ts";

const projectRoot = resolve(import.meta.dirname, "../..");
const cli = join(projectRoot, "scripts/cli/validate.ts");
const tsx = join(projectRoot, "node_modules/.bin/tsx");
const scratch = mkdtempSync(join(tmpdir(), "validate-cli-"));
// The first case starts a Node process; on a busy two-core machine that takes seconds.
vi.setConfig({ testTimeout: 30_000 });
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The command as its script runs it, in a process of its own: its exit code is the process's. */
function spawn(args: string[], cwd: string) {
  const result = spawnSync(tsx, [cli, ...args], { cwd, encoding: "utf8", env: { ...process.env, NO_COLOR: "1", GITHUB_ACTIONS: "" } });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

/** The same command in this process: what it prints and the exit code it sets. */
function runIn(root: string, args: string[], { githubActions = false } = {}) {
  try {
    return { ...validateCommand(args, { root, color: false, githubActions }), err: "" };
  } catch (error) {
    return { code: 1, out: "", err: String((error as Error).stack) };
  }
}
const run = (args: string[], options?: { githubActions?: boolean }) => runIn(scratch, args, options);

describe("npm run validate", () => {
  cpSync(join(projectRoot, "content"), join(scratch, "content"), { recursive: true });
  cpSync(join(projectRoot, "public"), join(scratch, "public"), { recursive: true });

  it("passes the shipped content and exits 0", () => {
    const { code, out } = spawn([], scratch);
    expect(out).toMatch(/^\d+ pages, \d+ sections, \d+ collection entries: 0 errors$/m);
    expect(code).toBe(0);
  });

  it("reports every mistake, without a stack trace, and exits 1", () => {
    writeFileSync(join(scratch, "content/pages/broken.yaml"), 'route: /broken\ntitle: "Broken\n');
    writeFileSync(join(scratch, "content/pages/typo.yaml"), "route: /typo\ntitle: Typo\ndescription: x\nsections:\n  - type: heor\n    title: Hi\n");
    const { code, out, err } = run([]);
    expect(code).toBe(1);
    expect(out).toContain("content/pages/broken.yaml:2:8  error  (file)  This quoted text is never closed.");
    expect(out).toContain('content/pages/typo.yaml:5:11  error  sections[0].type  Unknown block type "heor". Did you mean "hero"?');
    // A new page that reads is also untranslated: its Arabic address would show it in English.
    expect(out).toContain("content/pages/typo.yaml:1:8  warning  route  Typo in Arabic shows this English page under a notice: there is no content/ar/pages/typo.yaml yet.");
    expect(out).toMatch(/: 2 errors, 1 warning$/m);
    expect(`${out}${err}`).not.toMatch(/^\s+at /m);
  });

  it("prints GitHub annotations when running in GitHub Actions", () => {
    const { out } = run([], { githubActions: true });
    expect(out).toContain("::error file=content/pages/typo.yaml,line=5,col=11,");
  });

  it("prints JSON with --json", () => {
    const { code, out } = run(["--json"]);
    expect(code).toBe(1);
    const report = JSON.parse(out) as { problems: { code: string; severity: string; file: string }[] };
    expect(report.problems.filter((p) => p.severity === "error").map((p) => p.code)).toEqual(["yaml-missing-char", "unknown-block-type"]);
    expect(report.problems.filter((p) => p.severity === "warning").map((p) => [p.file, p.code])).toEqual([["content/pages/typo.yaml", "untranslated-page"]]);
  });
});

describe("npm run validate with warnings only", () => {
  const warned = mkdtempSync(join(tmpdir(), "validate-cli-warned-"));
  afterAll(() => rmSync(warned, { recursive: true, force: true }));
  cpSync(join(projectRoot, "content"), join(warned, "content"), { recursive: true });
  cpSync(join(projectRoot, "public"), join(warned, "public"), { recursive: true });
  const runWarned = (args: string[]) => runIn(warned, args);

  it("prints warnings apart from errors and exits 0; --strict exits 1", () => {
    const about = join(warned, "content/pages/about.yaml");
    writeFileSync(about, readFileSync(about, "utf8").replace("label: Contact Our Team", "label: Click here"));
    const lenient = runWarned([]);
    expect(lenient.out).toMatch(/^content\/pages\/about\.yaml:\d+:\d+ {2}warning {2}sections\[\d+\]\.actions\[0\]\.label {2}"Click here" doesn't say where the link goes\./m);
    // The changed English leaves the Arabic translation of that section behind: the other warning, at the Arabic label.
    expect(lenient.out).toMatch(/^content\/ar\/pages\/about\.yaml:\d+:\d+ {2}warning {2}sections\[\d+\]\.actions\[0\]\.label {2}The English of this section changed since it was translated: actions\[0\]\.label now reads "Click here"\./m);
    expect(lenient.out).toMatch(/: 0 errors, 2 warnings$/m);
    expect(lenient.out).toContain("Warnings don't stop the build");
    expect(lenient.code).toBe(0);

    const strict = runWarned(["--strict"]);
    expect(strict.out).toContain("Failed under --strict");
    expect(strict.code).toBe(1);
    expect(JSON.parse(runWarned(["--json", "--strict"]).out).ok).toBe(false);
    expect(JSON.parse(runWarned(["--json"]).out).ok).toBe(true);
  });
});
