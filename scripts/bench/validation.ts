/** Validation cost on a large generated site, next to the bare YAML parse it builds on. */
import { parseDocument } from "yaml";
import { type SourceFile } from "../../src/validation/sources.ts";
import { readContentSources } from "../content/sources.ts";
import { validateSources } from "../../src/validation/validate.ts";
import { timeAlternately } from "./timing.ts";

/** The shipped content plus `count` pages built from the shipped ones, each with a unique route and working links. */
export function generatedSources(root: string, count: number): SourceFile[] {
  const shipped = readContentSources(root);
  const templates = shipped.filter((source) => source.kind === "page" && !source.text.includes('route: "*"'));
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

export function benchGeneratedValidation(root: string, count = 1000, runs = 5): ValidationBench {
  const sources = generatedSources(root, count);
  const result = validateSources(sources);
  // Timing invalid content would measure the error path, not the normal one.
  if (result.stats.errors > 0) throw new Error(`generated content is invalid: ${result.problems[0]!.message}`);
  const [validationMs, bareParseMs] = timeAlternately(
    runs,
    () => validateSources(sources),
    () => sources.forEach((source) => parseDocument(source.text)),
  );
  return { files: sources.length, sections: result.stats.sections, validationMs, bareParseMs, ratio: validationMs / bareParseMs };
}
