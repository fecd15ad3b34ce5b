import type { Problem } from "./problem.ts";
import type { ValidationResult } from "./validate.ts";

export interface ReportOptions {
  color?: boolean;
  /** Lines of context shown above and below the offending line. */
  context?: number;
}

const paint = (enabled: boolean) => ({
  red: (text: string) => (enabled ? `\x1b[31m${text}\x1b[39m` : text),
  yellow: (text: string) => (enabled ? `\x1b[33m${text}\x1b[39m` : text),
  dim: (text: string) => (enabled ? `\x1b[2m${text}\x1b[22m` : text),
  bold: (text: string) => (enabled ? `\x1b[1m${text}\x1b[22m` : text),
  cyan: (text: string) => (enabled ? `\x1b[36m${text}\x1b[39m` : text),
});

/** The lines around a problem with a caret under the offending text. */
export function codeFrame(text: string, problem: Problem, options: ReportOptions = {}): string {
  const colors = paint(options.color ?? false);
  const context = options.context ?? 2;
  const lines = text.split(/\r?\n/);
  if (lines.length > 1 && lines.at(-1) === "") lines.pop();
  if (problem.line > lines.length) return "";
  const first = Math.max(1, problem.line - context);
  const last = Math.min(lines.length, problem.line + 1);
  const width = String(last).length;
  const out: string[] = [];
  for (let number = first; number <= last; number++) {
    const content = lines[number - 1] ?? "";
    const marker = number === problem.line ? colors.red(">") : " ";
    out.push(`${marker} ${colors.dim(`${String(number).padStart(width)} |`)} ${content}`);
    if (number === problem.line) {
      const lineText = content;
      const start = Math.max(1, problem.column);
      const end = problem.endLine === problem.line ? Math.max(problem.endColumn, start + 1) : lineText.length + 1;
      const underline = "^".repeat(Math.max(1, Math.min(end, lineText.length + 1) - start));
      out.push(`  ${" ".repeat(width)} ${colors.dim("|")} ${" ".repeat(start - 1)}${problem.severity === "error" ? colors.red(underline) : colors.yellow(underline)}`);
      if (problem.expectedColumn !== undefined) out.push(`  ${" ".repeat(width)} ${colors.dim("|")} ${" ".repeat(problem.expectedColumn - 1)}${colors.cyan("^ should start here")}`);
    }
  }
  return out.join("\n");
}

/** `content/pages/home.yaml:14:9  error  sections[2].items[0].link  message` */
export function problemLine(problem: Problem, options: ReportOptions = {}): string {
  const colors = paint(options.color ?? false);
  const where = `${problem.file}:${problem.line}:${problem.column}`;
  const severity = problem.severity === "error" ? colors.red("error") : colors.yellow("warning");
  return `${colors.bold(where)}  ${severity}  ${colors.cyan(problem.path)}  ${problem.message}`;
}

export function summaryLine(result: ValidationResult): string {
  const { pages, sections, errors, warnings, entries = 0 } = result.stats;
  const counts = [`${errors} error${errors === 1 ? "" : "s"}`];
  if (warnings > 0) counts.push(`${warnings} warning${warnings === 1 ? "" : "s"}`);
  const entryCount = entries > 0 ? `, ${entries} collection entr${entries === 1 ? "y" : "ies"}` : "";
  return `${pages} page${pages === 1 ? "" : "s"}, ${sections} section${sections === 1 ? "" : "s"}${entryCount}: ${counts.join(", ")}`;
}

/** The full human report: every problem with its frame, then the summary. */
export function formatReport(result: ValidationResult, options: ReportOptions = {}): string {
  const blocks = result.problems.map((problem) => {
    const text = result.texts.get(problem.file);
    const frame = text === undefined ? "" : codeFrame(text, problem, options);
    return frame ? `${problemLine(problem, options)}\n${frame}` : problemLine(problem, options);
  });
  return [...blocks, summaryLine(result)].join("\n\n");
}

function escapeAnnotation(text: string): string {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}

function escapeProperty(text: string): string {
  return escapeAnnotation(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
}

/** GitHub Actions workflow commands, so problems show on the pull request's diff. */
export function githubAnnotations(result: ValidationResult): string {
  return result.problems
    .map((problem) => {
      const kind = problem.severity === "error" ? "error" : "warning";
      const props = `file=${escapeProperty(problem.file)},line=${problem.line},col=${problem.column},endLine=${problem.endLine},endColumn=${problem.endColumn},title=${escapeProperty(problem.path)}`;
      return `::${kind} ${props}::${escapeAnnotation(problem.message)}`;
    })
    .join("\n");
}

/** Machine-readable results for editors and other tools. */
/** Errors always fail a run; warnings only under --strict. */
export function failsValidation(result: ValidationResult, strict = false): boolean {
  return result.stats.errors > 0 || (strict && result.stats.warnings > 0);
}

export function jsonReport(result: ValidationResult, options: { strict?: boolean } = {}): string {
  return JSON.stringify({ ok: !failsValidation(result, options.strict), stats: result.stats, problems: result.problems }, null, 2);
}
