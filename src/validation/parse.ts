import { LineCounter, parseDocument, type Document, type YAMLError } from "yaml";
import { misalignedKeys, type MisalignedKey } from "./indentation.ts";
import { spanFromOffsets } from "./location.ts";
import { problem, type Problem } from "./problem.ts";
import type { SourceFile } from "./sources.ts";

export interface ParsedSource {
  source: SourceFile;
  doc: Document;
  lineCounter: LineCounter;
  data: unknown;
}

const yamlMessages: Record<string, string> = {
  DUPLICATE_KEY: "This key appears twice in the same block. Keep one of them.",
  BAD_INDENT: "The indentation here does not line up with the lines around it. Use spaces (two per level) so nested fields sit under their parent.",
  TAB_AS_INDENT: "Tabs can't be used for indentation in YAML. Use spaces (two per level).",
  MISSING_CHAR: "Something is unclosed here: check for a missing quote, bracket or brace.",
  BLOCK_AS_IMPLICIT_KEY: "A key is missing its colon, or a line is indented too far. Each field is written as key: value.",
  MULTILINE_IMPLICIT_KEY: "A key runs over more than one line. Add the missing colon after the key, or put quotes around text that contains a colon.",
  UNEXPECTED_TOKEN: "This character isn't expected here. Text with a colon followed by a space, or starting with a special character, needs quotes.",
  BAD_SCALAR_START: "Text that starts with a special character (such as @, `, | or >) needs to be in quotes.",
  MULTIPLE_DOCS: "A content file holds one document. Remove the extra --- line.",
  ALIAS_PROPS: "Aliases can't carry tags or anchors.",
};

function restOfLine(text: string, offset: number): string {
  const end = text.indexOf("\n", offset);
  return text.slice(offset, end === -1 ? undefined : end);
}

function yamlProblem(source: SourceFile, lineCounter: LineCounter, error: YAMLError): Problem {
  let [start, end] = error.pos;
  // yaml's own message repeats the position and a frame; keep only its first sentence.
  const original = error.message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "");
  let message = yamlMessages[error.code] ?? `This is not valid YAML: ${original}.`;
  const quote = /Missing closing (["'])quote/.exec(original)?.[1];
  if (error.code === "MISSING_CHAR" && quote) {
    // yaml reports an unclosed quote where the file ends; the editor needs where it opened.
    const opening = source.text.lastIndexOf(quote, Math.max(0, start - 1));
    if (opening >= 0) [start, end] = [opening, opening + 1];
    message = `This quoted text is never closed. Add the closing ${quote} at the end of the text.`;
  } else if (error.code === "BLOCK_AS_IMPLICIT_KEY" && /\S: /.test(restOfLine(source.text, start))) {
    // `intro: Our aims: cleaner fuel` - the second ": " starts a field in the middle of a value.
    const text = restOfLine(source.text, start).trim();
    message = `This text contains ": ", which YAML reads as the start of another field. Put the text in quotes: ${JSON.stringify(text)}`;
  } else if (error.code === "DUPLICATE_KEY" && /^sections:/.test(restOfLine(source.text, source.text.lastIndexOf("\n", start) + 1))) {
    // A BLOCKS.md example pasted whole, its own `sections:` line included: keeping either key would lose sections.
    message = 'A second "sections:" line, probably pasted with an example from BLOCKS.md. Delete this line; the sections below it belong to the list above.';
  } else if (error.code === "BAD_INDENT" && /Flow (sequence|mapping)/.test(original)) {
    message = "A list or group written in brackets is missing its closing ] or }.";
  }
  // Errors found at the very end (an unclosed bracket) belong to the last line with text on it.
  const lastText = source.text.trimEnd().length;
  if (start >= lastText && lastText > 0) {
    const lineStart = source.text.lastIndexOf("\n", lastText - 1) + 1;
    [start, end] = [lineStart + (source.text.slice(lineStart).length - source.text.slice(lineStart).trimStart().length), lastText];
  }
  return problem({ file: source.path, span: spanFromOffsets(lineCounter, start, end), code: `yaml-${error.code.toLowerCase().replace(/_/g, "-")}`, message });
}

function misalignedProblem(source: SourceFile, lineCounter: LineCounter, misaligned: MisalignedKey): Problem {
  const { key, sibling, column, expectedColumn } = misaligned;
  const spaces = Math.abs(expectedColumn - column);
  const amount = `${spaces} space${spaces === 1 ? "" : "s"}`;
  const where = sibling.line === misaligned.line - 1 ? "on the line above" : `on line ${sibling.line}`;
  const message =
    column < expectedColumn
      ? `"${key}:" starts ${amount} further left than "${sibling.key}:" ${where}. Fields of the same item start in the same column: add ${amount} before ${key}: so it lines up with ${sibling.key}:.`
      : `"${key}:" starts ${amount} further right than "${sibling.key}:" ${where}. Fields of the same item start in the same column: remove ${amount} before ${key}: so it lines up with ${sibling.key}:.`;
  const start = lineCounter.lineStarts[misaligned.line - 1]! + column - 1;
  return problem({ file: source.path, span: spanFromOffsets(lineCounter, start, start + 1), code: "yaml-misaligned-key", message, expectedColumn });
}

/**
 * yaml's errors, in the editor's terms. A tab used for indentation throws the rest
 * of its section out of shape, so only the tab is reported; a field out of line is
 * reported where it is, in place of the errors yaml finds around it.
 */
function syntaxProblems(source: SourceFile, lineCounter: LineCounter, errors: readonly YAMLError[]): Problem[] {
  // Indentation is judged only when yaml refused the file: valid YAML may align its keys as it likes.
  if (errors.length === 0) return [];
  const problems = errors.map((error) => ({ code: error.code, problem: yamlProblem(source, lineCounter, error) }));
  const lines = source.text.split(/\r?\n/);
  const firstTab = problems.find((item) => item.code === "TAB_AS_INDENT")?.problem.line;
  if (firstTab !== undefined) {
    return problems
      .filter(({ code, problem }) => code === "TAB_AS_INDENT" || (problem.line < firstTab && lines[problem.line - 1]!.trim() !== ""))
      .map(({ problem }) => problem);
  }
  const misaligned = misalignedKeys(source.text);
  const explained = (line: number) => misaligned.some(({ explains }) => line >= explains.from && line <= explains.to);
  return [...problems.map(({ problem }) => problem).filter((problem) => !explained(problem.line)), ...misaligned.map((item) => misalignedProblem(source, lineCounter, item))].sort((a, b) => a.line - b.line || a.column - b.column);
}

function fileProblem(source: SourceFile, code: string, message: string, suggestion?: string): Problem {
  return problem({ file: source.path, code, message, suggestion });
}

/** Aliases that point nowhere make yaml's toJS throw; a content mistake must not. */
function toData(source: SourceFile, doc: Document, lineCounter: LineCounter): { data?: unknown; problem?: Problem } {
  try {
    return { data: doc.toJS({ maxAliasCount: 100 }) };
  } catch (error) {
    const alias = /alias[^:]*: (\S+)/i.exec(String(error))?.[1];
    const offset = alias ? source.text.indexOf(`*${alias}`) : -1;
    return {
      problem: problem({
        file: source.path,
        ...(offset >= 0 ? { span: spanFromOffsets(lineCounter, offset, offset + alias!.length + 1) } : {}),
        code: "yaml-bad-alias",
        message: alias ? `"*${alias}" refers to an anchor "&${alias}" that is not defined above it.` : "This file uses YAML aliases in a way that can't be read. Write the values out in full.",
      }),
    };
  }
}

/**
 * Line starts read from the text, not recorded by yaml's parser: after some
 * syntax errors it skips the newlines inside a block scalar, which put
 * positions on the wrong line, past the end of it.
 */
export function lineCounterFor(text: string): LineCounter {
  const lineCounter = new LineCounter();
  lineCounter.addNewLine(0);
  for (let newline = text.indexOf("\n"); newline !== -1; newline = text.indexOf("\n", newline + 1)) lineCounter.addNewLine(newline + 1);
  return lineCounter;
}

/**
 * Parses one file, keeping positions. `parsed` is set when the file is a YAML
 * mapping; `partial` is what could be read from a file with syntax errors, so
 * other files' links to it are still checked against its route and ids.
 */
export function parseSource(source: SourceFile): ParseResult {
  const key = `${source.kind}\u0000${source.path}\u0000${source.text}`;
  const kept = parsedTexts.get(key);
  if (kept) {
    // Refreshed as the newest, so the files an editor is not touching stay.
    parsedTexts.delete(key);
    parsedTexts.set(key, kept);
    return kept;
  }
  const result = parseFresh(source);
  parsedTexts.set(key, result);
  if (parsedTexts.size > keptParses) parsedTexts.delete(parsedTexts.keys().next().value!);
  return result;
}

type ParseResult = { parsed?: ParsedSource; partial?: ParsedSource; problems: Problem[] };

/**
 * The last parses, by file and text. Parsing is two thirds of a validation, and a validation
 * reads every file while an edit changes one: the dev server and the studio validate the whole
 * site after each change. Results are read only (nothing downstream changes a document, its
 * data or a problem), so one may serve every validation of the same text.
 */
const parsedTexts = new Map<string, ParseResult>();
/** Every content file of a few languages, and the versions of those being edited. */
const keptParses = 128;

function parseFresh(source: SourceFile): ParseResult {
  if (source.kind === "stray") {
    const name = source.path.split("/").pop()!;
    const base = name.replace(/\.[^.]+$/, "");
    const suggestion = `${base}.yaml`;
    if (/\/collections\/[^/]+$/.test(source.path)) {
      return { problems: [fileProblem(source, "not-a-collection-file", `Only collections' declarations ending in .yaml belong in the collections folder. Rename it to ${suggestion} if it declares a collection, or move it out of this folder.`, suggestion)] };
    }
    if (!/\/pages\/[^/]+$/.test(source.path)) {
      const entryName = `${base}.md`;
      return { problems: [fileProblem(source, "not-an-entry-file", `Only entries ending in .md belong in a collection's folder. Rename it to ${entryName} if it is an entry, or move it out of this folder.`, entryName)] };
    }
    const hint = /\.yml$/i.test(name)
      ? `Page files end in .yaml, not .yml. Rename it to ${suggestion}.`
      : `Only page files ending in .yaml belong in content/pages. Rename it to ${suggestion} if it is a page, or move it out of this folder.`;
    return { problems: [fileProblem(source, "not-a-page-file", hint, suggestion)] };
  }
  if (source.text.includes("\u0000")) {
    return { problems: [fileProblem(source, "not-text", "This file is not text. A content file is plain YAML text: save it as UTF-8 text.")] };
  }
  if (source.text.split("\n").every((line) => line.trim() === "" || line.trim().startsWith("#"))) {
    const needs = source.kind === "site" ? "brand, navigation, contact, social and footer" : source.kind === "collection" ? "route, fields and labels" : "route, title, description and sections";
    return { problems: [fileProblem(source, "empty-file", `This file is empty. It needs ${needs}.`)] };
  }

  const lineCounter = lineCounterFor(source.text);
  // logLevel "error": yaml would print a Node warning for a list used as a key, which is reported as an unknown field anyway.
  const doc = parseDocument(source.text, { prettyErrors: false, uniqueKeys: true, logLevel: "error" });
  // One mistake often trips several yaml errors on the same line; report it once.
  const seen = new Set<number>();
  const problems = syntaxProblems(source, lineCounter, doc.errors)
    .filter((problem) => {
      if (seen.has(problem.line)) return false;
      seen.add(problem.line);
      return true;
    });
  const { data, problem } = toData(source, doc, lineCounter);
  const isMapping = data !== null && typeof data === "object" && !Array.isArray(data);
  if (problems.length > 0) return { problems, ...(isMapping ? { partial: { source, doc, lineCounter, data } } : {}) };
  if (problem) return { problems: [problem] };

  if (data === null || typeof data !== "object" || Array.isArray(data)) {
    const found = Array.isArray(data) ? "a list" : `plain text (${JSON.stringify(String(data)).slice(0, 40)})`;
    const needs = source.kind === "site" ? "brand:, navigation:, contact:, social: and footer:" : source.kind === "collection" ? "route:, fields: and labels:" : "route:, title:, description: and sections:";
    return { problems: [fileProblem(source, "not-a-mapping", `This file does not look like a content file: it holds ${found}, but it should start with fields such as ${needs}.`)] };
  }
  return { parsed: { source, doc, lineCounter, data }, problems };
}
