/**
 * The mistakes editors make most, each made for real on a shipped page and run through
 * the validator, so the guide quotes the exact messages rather than paraphrasing them.
 * `npm run schema` writes them into content/README.md; a test fails if they drift.
 */
import { readContentSources } from "../content/sources.ts";
import { validateSources } from "../content/validate.ts";

export interface Mistake {
  title: string;
  file: string;
  /** The correct text, and the mistaken text that replaces it. */
  from: string;
  to: string;
  fix: string;
}

export const mistakes: Mistake[] = [
  { title: "A misspelt block type", file: "content/pages/about.yaml", from: "  - type: hero", to: "  - type: heros", fix: "Use one of the block types in BLOCKS.md; the message suggests the nearest." },
  { title: "A misspelt field name", file: "content/pages/about.yaml", from: "    title: Our Purpose", to: "    titel: Our Purpose", fix: "Field names are fixed; check the spelling against BLOCKS.md." },
  { title: "A required field left out", file: "content/pages/about.yaml", from: "    title: About Verdavia\n", to: "", fix: "Add the field. BLOCKS.md marks required fields." },
  { title: "A link to a page that does not exist", file: "content/pages/home.yaml", from: "href: /technology\n        size: lg", to: "href: /tecnology\n        size: lg", fix: "Link to an existing route; the message suggests the nearest." },
  { title: "A link to a section id that does not exist", file: "content/pages/partnerships.yaml", from: 'href: "#airlines"', to: 'href: "#airline"', fix: "Anchors must match an `id:` on that page." },
  { title: "A web address without https://", file: "content/site.yaml", from: "href: https://www.linkedin.com/company/verdavia", to: "href: www.linkedin.com/company/verdavia", fix: "Write full addresses, starting with https://." },
  { title: "An image without a description", file: "content/pages/home.yaml", from: "      alt: A passenger jet climbing into a clear blue sky\n", to: "", fix: "Add `alt:` saying what the picture shows, or `decorative: true` if it adds nothing a reader needs." },
  { title: "A colon inside unquoted text", file: "content/pages/about.yaml", from: "    intro: The principles behind every decision we make.", to: "    intro: Our principles: behind every decision we make.", fix: "Put text that contains \": \" in quotes, or use `>-` and write it on the next line." },
  { title: "Indentation that does not line up", file: "content/pages/about.yaml", from: "        title: Our Mission", to: "         title: Our Mission", fix: "Fields of the same item start in the same column; indent with spaces, never tabs." },
  { title: "HTML in text", file: "content/pages/about.yaml", from: "    intro: The principles behind every decision we make.", to: "    intro: The principles behind <b>every</b> decision we make.", fix: "Write plain text; the design handles emphasis." },
];

/** What the validator says about one mistake: `file:line:column  message` lines. */
export function messagesFor(mistake: Mistake, root = process.cwd()): string[] {
  const sources = readContentSources(root).map((source) => {
    if (source.path !== mistake.file) return source;
    if (!source.text.includes(mistake.from)) throw new Error(`The guide's example "${mistake.title}" no longer matches ${mistake.file}; update scripts/schema/editor-mistakes.ts.`);
    return { ...source, text: source.text.replace(mistake.from, mistake.to) };
  });
  return validateSources(sources).problems.map(
    (problem) => `${problem.severity} ${problem.file}:${problem.line}:${problem.column}  ${problem.message}${problem.suggestion && !problem.message.includes(problem.suggestion) ? ` (did you mean "${problem.suggestion}"?)` : ""}`,
  );
}

/** The guide's section listing every mistake with its messages, as Markdown. */
export function mistakesSection(root = process.cwd()): string {
  const parts = mistakes.map((mistake, index) => {
    const shown = mistake.to.trim() === "" ? `(left out) ${mistake.from.trim()}` : mistake.to.trim();
    return [
      `### ${index + 1}. ${mistake.title}`,
      "",
      "You wrote:",
      "",
      "```yaml",
      shown,
      "```",
      "",
      "`npm run validate`, the build and the dev overlay say:",
      "",
      "```text",
      ...messagesFor(mistake, root),
      "```",
      "",
      `Fix: ${mistake.fix}`,
    ].join("\n");
  });
  return parts.join("\n\n");
}
