/**
 * The editor guide (content/README.md) read as a newcomer follows it: the steps are there,
 * in order, and what they name exists in the repository.
 */
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { changedLine, describeEdit, mistakes, resultFor } from "../../../scripts/schema/editor-mistakes.ts";

const guide = readFileSync("content/README.md", "utf8");

/** The guide's text under a `## ` heading, up to the next one. */
function section(heading: string): string {
  const start = guide.indexOf(`\n## ${heading}\n`);
  expect(start, `the guide has a "${heading}" section`).toBeGreaterThan(-1);
  const end = guide.indexOf("\n## ", start + 1);
  return guide.slice(start, end === -1 ? undefined : end);
}

function expectInOrder(text: string, phrases: string[]): void {
  let from = 0;
  for (const phrase of phrases) {
    const at = text.indexOf(phrase, from);
    expect(at, `"${phrase}" after "${text.slice(Math.max(0, from - 40), from)}"`).toBeGreaterThan(-1);
    from = at + phrase.length;
  }
}

describe("the editor guide", () => {
  it("gets a newcomer from nothing to the preview, in order", () => {
    const start = section("Getting started");
    expectInOrder(start, ["Install Node.js", "https://nodejs.org", "Get the project", "Clone Git Repository", "Accept the extension", "Terminal > New Terminal", "npm ci", "npm run dev", "http://127.0.0.1:5173/", "Open the studio", "http://127.0.0.1:5173/__studio/"]);
    expect(JSON.parse(readFileSync(".vscode/extensions.json", "utf8")).recommendations).toEqual(["redhat.vscode-yaml"]);
    expect(start).toContain("**YAML** by Red Hat");
    // The guide leads with the studio, before any YAML.
    expect(guide.indexOf("## Edit in the studio")).toBeLessThan(guide.indexOf("## Getting started"));
  });

  it("gives Ctrl+Space for autocomplete on a Mac too", () => {
    const editor = section("Set up your editor");
    expect(editor).toContain("On a Mac it is Ctrl+Space too, not Cmd+Space");
    expect(editor).not.toMatch(/Cmd\+Space on a Mac/);
  });

  it("names the Validate content task, which exists", () => {
    const tasks = JSON.parse(readFileSync(".vscode/tasks.json", "utf8")) as { tasks: { label: string }[] };
    expect(tasks.tasks.map((task) => task.label)).toContain("Validate content");
    expect(section("Set up your editor")).toContain("**Terminal > Run Task… > Validate\ncontent**");
  });

  it("describes publishing as this repository does it, and who does what", () => {
    const publish = section("Publish");
    expectInOrder(publish, ["(you)", "npm run validate -- --strict", "Commit (you)", "pull request (you)", "**CI** check", "deploy\n   preview", "Merge (the reviewer)", "live site changes"]);
    const ci = readFileSync(".github/workflows/ci.yml", "utf8");
    expect(ci).toContain("run: npm run validate -- --strict");
    expect(ci).toMatch(/on:\n {2}push:\n {2}pull_request:/);
    expect(existsSync("netlify.toml")).toBe(true);
    expect(publish).toContain("(../docs/operating.md#deploying)");
    expect(readFileSync("docs/operating.md", "utf8")).toContain("\n## Deploying\n");
  });

  it("points at the icon catalogue in the gallery", () => {
    expect(section("Icons")).toContain("http://127.0.0.1:5173/#/__blocks");
    expect(readFileSync("src/dev/BlockGallery.tsx", "utf8")).toContain("<IconCatalogue names={iconNames} />");
  });

  it("covers the everyday jobs", () => {
    const jobs = section("Everyday jobs");
    expectInOrder(jobs, ["### Rename a page", "every link to the old route then becomes an\nerror", "### Delete a page", "### Reorder the header links", "navigation.links", "### Undo a change", "Ctrl+Z", "Timeline", "Discard Changes"]);
    const image = section("Add an image");
    expectInOrder(image, ["public/media/", "300 KB", "500 KB", "alt", "decorative: true", "names no file in `public/` is an error"]);
  });
});

describe("the guide's mistakes", () => {
  it("never describe an edit whose two sides read the same", () => {
    for (const mistake of mistakes) {
      const [before, after] = /`([^`]*)` written as `([^`]*)`/.exec(describeEdit(mistake))?.slice(1) ?? [];
      expect(before === undefined || before !== after, describeEdit(mistake)).toBe(true);
    }
    const indented = mistakes.find((mistake) => mistake.title === "A field one space too far right")!;
    expect(describeEdit(indented)).toBe("In `pages/about.yaml`, the line `title: Our Mission` moved 1 space to the right (9 spaces before it instead of 8):");
  });

  it("point the caret at the line that was changed", () => {
    for (const mistake of mistakes.filter((candidate) => candidate.to !== "")) {
      const result = resultFor(mistake);
      const text = result.texts.get(mistake.file)!;
      const [, after] = changedLine(mistake);
      const line = text.slice(0, text.indexOf(mistake.to) + mistake.to.indexOf(after)).split("\n").length;
      expect(result.problems[0]!.line, mistake.title).toBe(line);
    }
  });
});
