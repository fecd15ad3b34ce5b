/** Validation cost on a large generated site, next to the bare YAML parse it builds on. */
import { parseDocument } from "yaml";
import { localeOfPath, type SourceFile } from "../../src/validation/sources.ts";
import { readContentSources } from "../content/sources.ts";
import { validateSources } from "../../src/validation/validate.ts";
import { timeAlternately } from "./timing.ts";

/** The shipped content plus `count` English pages built from the shipped ones, each with a unique route and working links. */
export function generatedSources(root: string, count: number): SourceFile[] {
  const shipped = readContentSources(root);
  const templates = shipped.filter((source) => source.kind === "page" && localeOfPath(source.path) === undefined && !source.text.includes('route: "*"'));
  const pages: SourceFile[] = [];
  for (let index = 0; index < count; index++) {
    const template = templates[index % templates.length]!;
    const text = template.text.replace(/^route: .*$/m, `route: /generated-${index}`);
    pages.push({ path: `content/pages/generated-${index}.yaml`, text, kind: "page" });
  }
  return [...shipped, ...pages];
}

export interface ValidationBench {
  files: number;
  sections: number;
  validationMs: number;
  bareParseMs: number;
  /** validationMs / bareParseMs: what schemas and cross-checks add on top of parsing. */
  ratio: number;
}

/**
 * `sources` as new text at every call: each file ends in another comment, so nothing read
 * before is reused (validation keeps the parses of texts it has seen). `only` limits the
 * change to the files it names: the rest keep their text, as in an edit of one file.
 */
export function freshTexts(sources: readonly SourceFile[], only?: (source: SourceFile) => boolean): () => SourceFile[] {
  let run = 0;
  return () => {
    run++;
    return sources.map((source) => (only && !only(source) ? source : { ...source, text: `${source.text}\n# run ${run}\n` }));
  };
}

export function benchGeneratedValidation(root: string, count = 1000, runs = 5): ValidationBench {
  const sources = generatedSources(root, count);
  const result = validateSources(sources);
  // Timing invalid content would measure the error path, not the normal one.
  const firstError = result.problems.find((problem) => problem.severity === "error");
  if (firstError) throw new Error(`generated content is invalid: ${firstError.file}: ${firstError.message}`);
  const fresh = freshTexts(sources);
  const [validationMs, bareParseMs] = timeAlternately(
    runs,
    () => validateSources(fresh()),
    () => sources.forEach((source) => parseDocument(source.text)),
  );
  return { files: sources.length, sections: result.stats.sections, validationMs, bareParseMs, ratio: validationMs / bareParseMs };
}
