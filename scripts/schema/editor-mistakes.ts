/**
 * The mistakes editors make most, each made for real on a shipped page and run through
 * the validator, so the guide quotes the exact report rather than paraphrasing it.
 * `npm run schema` writes them into content/README.md; a test fails if they drift.
 */
import { join } from "node:path";
import { readMediaLibrary } from "../content/media-library.ts";
import { formatReport } from "../../src/validation/report.ts";
import { readContentSources } from "../content/sources.ts";
import { validateSources, type ValidationResult } from "../../src/validation/validate.ts";
import { localeOfPath } from "../../src/validation/sources.ts";

export interface Mistake {
  title: string;
  file: string;
  /** The correct text, and the mistaken text that replaces it ("" to leave it out). */
  from: string;
  to: string;
  fix: string;
}

export const mistakes: Mistake[] = [
  { title: "A misspelt block type", file: "content/pages/about.yaml", from: "  - type: hero", to: "  - type: heros", fix: "Use one of the block types in BLOCKS.md; the message suggests the nearest." },
  { title: "A misspelt field name", file: "content/pages/about.yaml", from: "    title: Our Purpose", to: "    titel: Our Purpose", fix: "Field names are fixed; check the spelling against BLOCKS.md." },
  { title: "A required field left out (the hero's title)", file: "content/pages/about.yaml", from: "    title: About Verdavia\n", to: "", fix: "Add the field. BLOCKS.md marks required fields." },
  { title: "A link to a page that does not exist", file: "content/pages/home.yaml", from: "href: /technology\n        linkDetail", to: "href: /tecnology\n        linkDetail", fix: "Link to an existing route; the message suggests the nearest." },
  { title: "A link to a section id that does not exist", file: "content/pages/partnerships.yaml", from: 'href: "#airlines"', to: 'href: "#airline"', fix: "Anchors must match an `id:` on that page." },
  { title: "A web address without https://", file: "content/site.yaml", from: "href: https://www.linkedin.com/company/verdavia", to: "href: www.linkedin.com/company/verdavia", fix: "Write full addresses, starting with https://." },
  { title: "An image without a description (its alt: left out)", file: "content/pages/home.yaml", from: "      alt: A passenger jet climbing into a clear blue sky\n", to: "", fix: "Add `alt:` saying what the picture shows, or `decorative: true` if it adds nothing a reader needs." },
  { title: "A colon inside unquoted text", file: "content/pages/about.yaml", from: "    intro: The principles behind every decision we make.", to: "    intro: Our principles: behind every decision we make.", fix: "Put text that contains \": \" in quotes, or use `>-` and write it on the next line." },
  { title: "A field one space too far right", file: "content/pages/about.yaml", from: "        title: Our Mission", to: "         title: Our Mission", fix: "Fields of the same item start in the same column (the second ^ shows where); indent with spaces, never tabs." },
  { title: "A field one space short", file: "content/pages/about.yaml", from: "        title: Sustainability\n        text: Every feedstock", to: "        title: Sustainability\n       text: Every feedstock", fix: "Add the space, so `text:` starts under `title:`." },
  { title: "A picture file that is not there", file: "content/pages/home.yaml", from: "poster: /media/hero-poster.svg", to: "poster: /media/hero-poster.png", fix: "Put the file in `public/media/`, or write its name exactly as it is there; the message suggests the nearest file." },
  { title: "HTML in text", file: "content/pages/about.yaml", from: "    intro: The principles behind every decision we make.", to: "    intro: The principles behind <b>every</b> decision we make.", fix: "Write plain text; the design handles emphasis." },
];

/** Things that work but serve some visitors worse: the build goes on, `--strict` refuses them. */
export const warningExamples: Mistake[] = [
  { title: "Link text that says nothing out of context", file: "content/pages/about.yaml", from: "label: Contact Our Team", to: "label: Click here", fix: "Name where the link goes." },
  { title: "A heading level skipped", file: "content/pages/about.yaml", from: "    title: Our Purpose\n", to: "", fix: "Give the section a `title:`, so its cards' titles sit under a section heading." },
  { title: "Alt text that is a file name", file: "content/pages/home.yaml", from: "alt: A passenger jet climbing into a clear blue sky", to: "alt: hero-poster.jpg", fix: "Say what the picture shows." },
];

/** The validator's verdict on the shipped content with one mistake made in it. */
export function resultFor(mistake: Mistake, root = process.cwd()): ValidationResult {
  const sources = readContentSources(root).map((source) => {
    if (source.path !== mistake.file) return source;
    if (!source.text.includes(mistake.from)) throw new Error(`The guide's example "${mistake.title}" no longer matches ${mistake.file}; update scripts/schema/editor-mistakes.ts.`);
    return { ...source, text: source.text.replace(mistake.from, mistake.to) };
  });
  const result = validateSources(sources, { media: readMediaLibrary(join(root, "public")) });
  // An English edit also puts its translations behind; the guide shows the mistake itself.
  const problems = result.problems.filter((problem) => localeOfPath(problem.file) === localeOfPath(mistake.file));
  const errors = problems.filter((problem) => problem.severity === "error").length;
  return { ...result, problems, stats: { ...result.stats, errors, warnings: problems.length - errors } };
}

/** What the terminal prints for one mistake: each problem with its code frame, then the summary. */
export function reportFor(mistake: Mistake, root = process.cwd()): string {
  return formatReport(resultFor(mistake, root));
}

/** The first line whose text differs, as it was and as it became. */
export function changedLine(mistake: Mistake): [string, string] {
  const before = mistake.from.split("\n");
  const after = mistake.to.split("\n");
  const index = before.findIndex((line, at) => line !== after[at]);
  return [before[Math.max(0, index)]!, after[Math.max(0, index)] ?? ""];
}

const leadingSpaces = (line: string) => line.length - line.trimStart().length;

export function describeEdit(mistake: Mistake): string {
  const file = mistake.file.replace(/^content\//, "");
  if (mistake.to === "") return `In \`${file}\`, the line \`${mistake.from.trim()}\` left out:`;
  const [before, after] = changedLine(mistake);
  if (before.trim() === after.trim()) {
    // Only the indentation changed: the words alone would read as no change at all.
    const moved = leadingSpaces(after) - leadingSpaces(before);
    const amount = `${Math.abs(moved)} space${Math.abs(moved) === 1 ? "" : "s"}`;
    return `In \`${file}\`, the line \`${before.trim()}\` moved ${amount} to the ${moved > 0 ? "right" : "left"} (${leadingSpaces(after)} spaces before it instead of ${leadingSpaces(before)}):`;
  }
  return `In \`${file}\`, \`${before.trim()}\` written as \`${after.trim()}\`:`;
}

function exampleSection(mistake: Mistake, index: number, root: string): string {
  return [`### ${index + 1}. ${mistake.title}`, "", describeEdit(mistake), "", "```text", reportFor(mistake, root), "```", "", `Fix: ${mistake.fix}`].join("\n");
}

/** The guide's sections listing every mistake and warning with its report, as Markdown. */
export function mistakesSection(root = process.cwd()): string {
  return [
    ...mistakes.map((mistake, index) => exampleSection(mistake, index, root)),
    "## Warnings",
    "Warnings print in the same place, marked `warning` instead of `error`. The site still builds;\n`npm run validate -- --strict` (what CI runs) refuses them.",
    ...warningExamples.map((mistake, index) => exampleSection(mistake, index, root)),
  ].join("\n\n").replace(/\n{3,}/g, "\n\n");
}
