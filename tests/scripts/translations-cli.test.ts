import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { translationsCommand } from "../../scripts/cli/translations-command.ts";

const projectRoot = resolve(import.meta.dirname, "../..");
const cli = join(projectRoot, "scripts/cli/translations.ts");
const tsx = join(projectRoot, "node_modules/.bin/tsx");
const scratch = mkdtempSync(join(tmpdir(), "translations-cli-"));
// The first case starts a Node process; on a busy two-core machine that takes seconds.
vi.setConfig({ testTimeout: 30_000 });
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const entry = "content/news/gulf-horizon-offtake-agreement.md";
const shipped = readFileSync(join(projectRoot, entry), "utf8");
/** The English entry with `paragraph` as its text's first block. */
const withFirstParagraph = (text: string, paragraph: string) => {
  const bodyStart = text.indexOf("\n", text.indexOf("---", 3)) + 1;
  return `${text.slice(0, bodyStart)}${paragraph}\n\n${text.slice(bodyStart)}`;
};

/** The command as its script runs it, in a process of its own: its exit code is the process's. */
function spawn(args: string[] = []) {
  const result = spawnSync(tsx, [cli, ...args], { cwd: scratch, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
  return { code: result.status, lines: result.stdout.split("\n").filter(Boolean), err: result.stderr };
}
/** The same command in this process. */
const run = (args: string[] = []) => translationsCommand(args, scratch);

const git = (...args: string[]) => spawnSync("git", ["-c", "user.name=Editor", "-c", "user.email=editor@example.com", ...args], { cwd: scratch, encoding: "utf8" });

describe("npm run translations", () => {
  cpSync(join(projectRoot, "content"), join(scratch, "content"), { recursive: true });
  // A history for the report to find the English a changed block was translated from.
  git("init", "-q");
  git("add", "content");
  git("commit", "-q", "-m", "Shipped content");

  it("names only a paragraph inserted at the top of an English entry, in plain words", () => {
    writeFileSync(join(scratch, entry), withFirstParagraph(shipped, "Gulf Horizon's first cargo is due in March."));
    const { code, lines, err } = spawn();
    expect(err).toBe("");
    expect(code).toBe(0);
    const at = lines.findIndex((line) => line.includes(entry));
    expect(lines[at]).toMatch(/^ar {2}content\/news\/gulf-horizon-offtake-agreement\.md +behind the English in 1 block$/);
    // One line for the paragraph, then the next file.
    expect(lines[at + 1]).toBe(`      The English has a new block 1 that this translation lacks: "Gulf Horizon's first cargo is due in March.". Translate it and put it before block 1 of this text.`);
    expect(lines[at + 2]).toMatch(/^ar {2}content\//);
    // Every other page and entry stands as it did.
    expect(lines.filter((line, index) => index !== at && index !== at + 1).every((line) => / (translated|not yet translated)$/.test(line))).toBe(true);
  });

  it("quotes an edited block's English as it now reads and as it read when translated", () => {
    writeFileSync(join(scratch, entry), shipped.replace("## The agreement at a glance", "## The agreement in brief"));
    const { lines } = run();
    const at = lines.findIndex((line) => line.includes(entry));
    expect(lines[at]).toMatch(/behind the English in 1 block$/);
    expect(lines[at + 1]).toMatch(/^ {6}Block \d+ of the text is behind the English, which now reads: "## The agreement in brief"\. When it was translated, it read: "## The agreement at a glance"\.$/);
  });

  it("says translated once the translator adds the paragraph at the same place and marks the translation", () => {
    const arabic = "content/ar/news/gulf-horizon-offtake-agreement.md";
    writeFileSync(join(scratch, entry), withFirstParagraph(shipped, "Gulf Horizon's first cargo is due in March."));
    writeFileSync(join(scratch, arabic), withFirstParagraph(readFileSync(join(projectRoot, arabic), "utf8"), "من المقرر أن تصل أولى شحنات Gulf Horizon في مارس."));
    expect(run(["--mark", arabic]).lines).toEqual([`${arabic}: marked as translated from ${entry}`]);
    expect(run().lines.find((line) => line.includes(entry))).toMatch(/ translated$/);
  });
});
