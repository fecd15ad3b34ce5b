/**
 * One entry file read with positions: its YAML front matter (between the first two `---`
 * lines, parsed as the pages are, at the file's own lines) and its Markdown body (parsed
 * once, every finding placed at the file's line and column).
 */
import type { LineCounter } from "yaml";
import type { Root } from "mdast";
import { checkBody, type BodyCheck } from "../../markdown/check.ts";
import { parseMarkdown } from "../../markdown/parse.ts";
import type { Collection } from "../../content/collections/declaration.ts";
import { entrySchema, type EntryMatter } from "../../content/collections/entry-schema.ts";
import { bodyInMatterProblem } from "../entry-body-key.ts";
import { spanFromOffsets } from "../location.ts";
import { lineCounterFor, parseSource, type ParsedSource } from "../parse.ts";
import { problem, type Problem } from "../problem.ts";
import type { SourceFile } from "../sources.ts";
import { problemsFromIssues } from "../zod-issues.ts";

export interface EntryFile {
  source: SourceFile;
  /** The collection it belongs to, by its folder. */
  collection: Collection;
  /** The front matter, parsed at the file's positions. */
  parsed: ParsedSource;
  /** The front matter as the schema gave it, when valid. */
  matter?: EntryMatter;
  body: { text: string; offset: number; tree: Root; check: BodyCheck };
  /** Offsets of the whole file to lines and columns. */
  lines: LineCounter;
}

const opening = /^\uFEFF?---[ \t]*\r?\n/;
const closing = /^---[ \t]*$/m;

/** Where the front matter ends and the body starts, or why there is none. */
export function splitEntry(text: string): { matterEnd: number; bodyStart: number } | undefined {
  const start = opening.exec(text);
  if (!start) return undefined;
  closing.lastIndex = 0;
  const rest = text.slice(start[0].length);
  const end = closing.exec(rest);
  if (!end) return undefined;
  const matterEnd = start[0].length + end.index;
  const afterLine = text.indexOf("\n", matterEnd);
  return { matterEnd, bodyStart: afterLine === -1 ? text.length : afterLine + 1 };
}

/** A problem at offsets of the whole file. */
export function problemAtOffsets(file: EntryFile, start: number, end: number, code: string, message: string, severity: Problem["severity"] = "error"): Problem {
  return problem({ file: file.source.path, span: spanFromOffsets(file.lines, start, end), path: "body", code, message, severity });
}

/** The fields an entry must give, in words: "title, summary, date and type". */
function requiredFields(collection: Collection): string {
  const names = Object.entries(collection.fields).filter(([, field]) => field.required).map(([name]) => name);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "its fields");
}

export function readEntryFile(source: SourceFile, collection: Collection): { file?: EntryFile; problems: Problem[] } {
  const split = splitEntry(source.text);
  if (!split) {
    return {
      problems: [
        problem({
          file: source.path,
          code: "entry-front-matter",
          message: `An entry starts with its details between two lines of three dashes (---): ${requiredFields(collection)}. Then comes the text, in Markdown.`,
        }),
      ],
    };
  }
  // The front matter alone, at its own offsets: the first "---" starts a YAML document.
  const matterSource: SourceFile = { ...source, text: source.text.slice(0, split.matterEnd) };
  const read = parseSource(matterSource);
  if (!read.parsed) return { problems: read.problems };
  const parsed: ParsedSource = { ...read.parsed, source };
  const problems = [...read.problems];
  const schema = entrySchema(collection);
  const checked = schema.safeParse(parsed.data);
  // A `body:` line gets its own words instead of "unknown field": the text belongs under the second ---.
  const bodyInMatter = bodyInMatterProblem(parsed);
  if (bodyInMatter) problems.push(bodyInMatter);
  if (!checked.success) problems.push(...problemsFromIssues(checked.error.issues, parsed, schema).filter((found) => !(bodyInMatter && found.path === bodyInMatter.path)));

  const text = source.text.slice(split.bodyStart);
  const tree = parseMarkdown(text);
  const check = checkBody(tree);
  const file: EntryFile = { source, collection, parsed, ...(checked.success ? { matter: checked.data as EntryMatter } : {}), body: { text, offset: split.bodyStart, tree, check }, lines: lineCounterFor(source.text) };
  if (text.trim() === "") problems.push(problemAtOffsets(file, split.bodyStart, split.bodyStart, "entry-empty-body", "The entry has no text. Write it in Markdown under the second --- line."));
  for (const finding of check.findings) {
    problems.push(problemAtOffsets(file, split.bodyStart + finding.start, split.bodyStart + finding.end, finding.code, finding.message, finding.severity ?? "error"));
  }
  return { file, problems };
}
