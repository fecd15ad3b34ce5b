/**
 * Plans a new page file (where, what, its route) without writing it: shared by
 * `npm run new-page` (scripts/cli/new-page.ts) and the studio's New page.
 */
import { parse as parseYaml, stringify as stringifyYaml } from "yaml";
import { parseSource } from "./parse.ts";
import type { Problem } from "./problem.ts";
import { problemLine } from "./report.ts";
import { pagesFolder, type SourceFile } from "./sources.ts";
import { validateSources } from "./validate.ts";

/** A page file ready to be written: where, what, and the address it answers to. */
export interface NewPage {
  ok: true;
  /** Relative to the project folder, e.g. `content/pages/our-team.yaml`. */
  path: string;
  text: string;
  route: string;
  /** Things the editor should know, such as a route that had to change. */
  notes: string[];
}

export interface NewPageRefusal {
  ok: false;
  message: string;
}

export const newPageUsage = "npm run new-page -- <name>";
const example = "npm run new-page -- our-team";

/**
 * Turns what an editor typed into a file name: "Our Team", "our_team",
 * "OurTeam" and "pages/our-team.yaml" all become "our-team".
 * Returns an empty string when nothing usable is left.
 */
export function pageNameFrom(requested: string): string {
  const lastPart = requested.trim().split(/[\\/]/).pop() ?? "";
  return lastPart
    .replace(/\.ya?ml$/i, "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** "our-team" becomes "Our Team". */
export function headingFrom(name: string): string {
  return name
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/** The brand name from site.yaml, or undefined when the file is missing or unreadable. */
function brandName(sources: readonly SourceFile[]): string | undefined {
  const site = sources.find((source) => source.kind === "site");
  if (!site) return undefined;
  try {
    const name = (parseYaml(site.text) as { brand?: { name?: unknown } } | null)?.brand?.name;
    return typeof name === "string" && name.trim() !== "" ? name.trim() : undefined;
  } catch {
    // A broken site file is reported by the validator; the new page just goes without the brand.
    return undefined;
  }
}

/** Routes already claimed, by the file that claims them. Pages with syntax errors still count. */
function routesInUse(sources: readonly SourceFile[]): Map<string, string> {
  const routes = new Map<string, string>();
  for (const source of sources) {
    if (source.kind !== "page") continue;
    const { parsed, partial } = parseSource(source);
    const route = ((parsed ?? partial)?.data as { route?: unknown } | undefined)?.route;
    if (typeof route === "string" && !routes.has(route.trim())) routes.set(route.trim(), source.path);
  }
  return routes;
}

/** One YAML value, quoted only when it has to be. */
function scalar(value: string): string {
  return stringifyYaml(value, { lineWidth: 0 }).trimEnd();
}

interface PageWords {
  route: string;
  heading: string;
  brand: string | undefined;
  closingLink: { label: string; href: string };
}

function pageText({ route, heading, brand, closingLink }: PageWords): string {
  const title = brand ? `${heading} — ${brand}` : heading;
  const description = brand ? `${heading} at ${brand}.` : `${heading}.`;
  const intro = brand ? `Find out more about ${heading} at ${brand}.` : `Find out more about ${heading}.`;
  return [
    "# yaml-language-server: $schema=../schema/page.schema.json",
    "# Made by npm run new-page. Replace the placeholder text below with your own words.",
    "# To show this page in the header, add it to navigation in content/site.yaml.",
    `route: ${scalar(route)}`,
    "# The browser tab title and the title search engines show.",
    `title: ${scalar(title)}`,
    "# The summary search engines show under the title: one or two sentences about this page.",
    `description: ${scalar(description)}`,
    "sections:",
    "  # The opening banner: the page heading and a line that says what the page offers.",
    "  - type: hero",
    `    title: ${scalar(heading)}`,
    `    subtitle: ${scalar(intro)}`,
    "",
    "  # Add sections between the hero and the call to action; see content/BLOCKS.md.",
    "",
    "  # The closing call to action: keep it last.",
    "  - type: cta",
    "    title: Want to Know More?",
    "    text: We'd love to hear from you.",
    "    actions:",
    `      - label: ${scalar(closingLink.label)}`,
    `        href: ${scalar(closingLink.href)}`,
    "",
  ].join("\n");
}

/** Leaves out the message: "Routes: ..." lists in existing messages grow to include the new page. */
function problemKey(problem: Problem): string {
  return `${problem.file}:${problem.line}:${problem.column}:${problem.code}`;
}

/**
 * Plans content/pages/<name>.yaml for `requested`, checked against every other
 * content file. Nothing is written: the caller writes `text` to `path` when
 * the answer is ok, and shows `message` to the editor when it is not.
 */
export function planNewPage(sources: readonly SourceFile[], requested: string): NewPage | NewPageRefusal {
  const name = pageNameFrom(requested);
  if (name === "") {
    const shown = requested.trim() === "" ? "An empty name" : `"${requested.trim()}"`;
    return { ok: false, message: `${shown} can't be used as a page name: it needs at least one letter or number. For example: ${example}` };
  }

  const path = `${pagesFolder}/${name}.yaml`;
  // Any file of that name blocks it, whatever its ending: our-team.yml would be one more page mistake.
  const existing = sources.find((source) => source.kind !== "site" && (source.path.split("/").pop() ?? "").replace(/\.[^.]*$/, "").toLowerCase() === name);
  if (existing) {
    return { ok: false, message: `${existing.path} already exists, so nothing was created. Edit that file, or choose another name.` };
  }

  const notes: string[] = [];
  const routes = routesInUse(sources);
  let route = `/${name}`;
  const takenBy = routes.get(route);
  if (takenBy) {
    let number = 2;
    while (routes.has(`/${name}-${number}`)) number++;
    notes.push(`The route ${route} is already used by ${takenBy}, so the new page uses ${route}-${number}.`);
    route = `${route}-${number}`;
  }

  // A closing button must lead somewhere real, or the new page starts life with a broken link.
  const closingLink = routes.has("/contact")
    ? { label: "Get in Touch", href: "/contact" }
    : { label: "Back to Homepage", href: "/" };
  const text = pageText({ route, heading: headingFrom(name), brand: brandName(sources), closingLink });

  const before = validateSources(sources);
  const after = validateSources([...sources, { path, text, kind: "page" }]);
  const existingProblems = new Set(before.problems.map(problemKey));
  const introduced = after.problems.filter((problem) => problem.severity === "error" && !existingProblems.has(problemKey(problem)));
  if (introduced.length > 0) {
    const lines = introduced.map((problem) => `  ${problemLine(problem)}`);
    return { ok: false, message: [`${path} was not created, because the new page would not pass the content checks:`, ...lines].join("\n") };
  }
  if (before.stats.errors > 0) {
    const count = before.stats.errors === 1 ? "1 problem" : `${before.stats.errors} problems`;
    notes.push(`Other content files have ${count} to fix before the site can be built; npm run validate lists them.`);
  }
  return { ok: true, path, text, route, notes };
}
