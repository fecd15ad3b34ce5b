/**
 * Whitespace and naming mistakes made on the shipped pages, each with the exact words
 * the validator must answer with.
 */
import { describe, expect, it } from "vitest";
import { misalignedKeys } from "../../../src/validation/indentation.ts";
import { parseSource } from "../../../src/validation/parse.ts";
import { codeFrame } from "../../../src/validation/report.ts";
import { readContentSources } from "../../../scripts/content/sources.ts";
import { validateSources } from "../../../src/validation/validate.ts";

const shipped = readContentSources(process.cwd());

function validateWith(file: string, from: string | RegExp, to: string) {
  const sources = shipped.map((source) => {
    if (source.path !== file) return source;
    if (typeof from === "string" && !source.text.includes(from)) throw new Error(`${file} no longer contains ${JSON.stringify(from)}`);
    return { ...source, text: source.text.replace(from, to) };
  });
  return validateSources(sources);
}

const about = "content/pages/about.yaml";

describe("whitespace mistakes, explained", () => {
  it("leaves valid YAML alone, however its list items are spaced", () => {
    // A wider gap after the dash is still one item; yaml reads it so, and so must the validator.
    const text = "a:\n  - b: 1\n    c: 2\n  -   d: 3\n      e: 4\n";
    const { parsed, problems } = parseSource({ path: "content/pages/spaced.yaml", text, kind: "page" });
    expect(problems).toEqual([]);
    expect(parsed?.data).toEqual({ a: [{ b: 1, c: 2 }, { d: 3, e: 4 }] });
  });

  it("a card's text: one space short is reported as indentation, with where it should start", () => {
    const result = validateWith(about, "        title: Our Mission\n        text: >-", "        title: Our Mission\n       text: >-");
    expect(result.problems).toHaveLength(1);
    const [problem] = result.problems;
    expect(problem).toMatchObject({ line: 22, column: 8, code: "yaml-misaligned-key", expectedColumn: 9 });
    expect(problem!.message).toBe('"text:" starts 1 space further left than "title:" on the line above. Fields of the same item start in the same column: add 1 space before text: so it lines up with title:.');
    expect(codeFrame(result.texts.get(about)!, problem!).split("\n").slice(2, 5)).toEqual([
      "> 22 |        text: >-",
      "     |        ^",
      "     |         ^ should start here",
    ]);
  });

  it("the same for a plain text one space short", () => {
    const result = validateWith(about, "        title: Sustainability\n        text:", "        title: Sustainability\n       text:");
    expect(result.problems.map((problem) => [problem.line, problem.column, problem.message])).toEqual([
      [39, 8, '"text:" starts 1 space further left than "title:" on the line above. Fields of the same item start in the same column: add 1 space before text: so it lines up with title:.'],
    ]);
  });

  it("a field indented too far puts the caret on that field's first character, not the line above", () => {
    const result = validateWith(about, "        title: Our Mission", "         title: Our Mission");
    expect(result.problems.map((problem) => [problem.line, problem.column, problem.expectedColumn, problem.message])).toEqual([
      [21, 10, 9, '"title:" starts 1 space further right than "icon:" on the line above. Fields of the same item start in the same column: remove 1 space before title: so it lines up with icon:.'],
    ]);
  });

  it("a tab indent is reported alone, without the errors it causes further down", () => {
    for (const [from, to, line] of [["  - type: cta\n    title:", "  - type: cta\n\ttitle:", 93], ["  - type: cta\n", "\t- type: cta\n", 92]] as const) {
      const result = validateWith(about, from, to);
      expect(result.problems.map((problem) => [problem.line, problem.column, problem.message])).toEqual([[line, 1, "Tabs can't be used for indentation in YAML. Use spaces (two per level)."]]);
    }
  });

  it("a BLOCKS.md example pasted with its own sections: line", () => {
    const pasted = "\nsections:\n  - type: cta\n    title: Talk to us\n    actions:\n      - label: Contact our team\n        href: /contact\n";
    const result = validateWith(about, /\n*$/, pasted);
    expect(result.problems.map((problem) => [problem.line, problem.column, problem.message])).toEqual([
      [99, 1, 'A second "sections:" line, probably pasted with an example from BLOCKS.md. Delete this line; the sections below it belong to the list above.'],
    ]);
  });

  it("finds nothing out of line in any shipped file", () => {
    for (const source of shipped) expect(misalignedKeys(source.text), source.path).toEqual([]);
  });
});

describe("names, suggested", () => {
  it("an icon name that is the start of one", () => {
    const [problem] = validateWith(about, "icon: sprout", "icon: graduation").problems;
    expect(problem!.message).toMatch(/^"graduation" is not allowed for icon\. Did you mean "graduation-cap"\? Allowed: arrow-right, atom, /);
    expect(problem!.suggestion).toBe("graduation-cap");
  });

  it("an icon name that is one word of several", () => {
    const [problem] = validateWith(about, "icon: sprout", "icon: check").problems;
    expect(problem!.message).toMatch(/^"check" is not allowed for icon\. Did you mean "badge-check", "circle-check" or "shield-check"\? Allowed: /);
  });

  it("routes offered for a missing page leave out the sign-in landing", () => {
    const [problem] = validateWith(about, "        href: /contact\n        size: lg", "        href: /xyzzy\n        size: lg").problems;
    expect(problem!.message).toBe('No page has the route "/xyzzy". Routes: /, /about, /careers, /commitment, /contact, /cookie-policy, /esg, /events, /news, /partnerships, /privacy, /search, /technology.');
  });
});
