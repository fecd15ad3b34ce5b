/**
 * Measures content validation: the shipped content, and 1,000 generated page
 * files next to a bare `yaml` parse of the same files (the overhead ratio).
 *   npm run bench:validate
 */
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { parseDocument } from "yaml";
import { readContentSources, siteFile, type SourceFile } from "./content/sources.ts";
import { validateSources } from "./content/validate.ts";

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function time(runs: number, work: () => void): number {
  work(); // warm-up
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    work();
    samples.push(performance.now() - started);
  }
  return median(samples);
}

/** 1,000 pages built from the shipped ones, each with a unique route and working links. */
function generatedSources(count: number): SourceFile[] {
  const shipped = readContentSources(process.cwd());
  const templates = shipped.filter((source) => source.kind === "page" && !source.text.includes('route: "*"'));
  const pages: SourceFile[] = [];
  for (let index = 0; index < count; index++) {
    const template = templates[index % templates.length]!;
    const text = template.text.replace(/^route: .*$/m, `route: /generated-${index}`);
    pages.push({ path: `content/pages/generated-${index}.yaml`, text, kind: "page" });
  }
  return [...shipped, ...pages];
}

const shipped = readContentSources(process.cwd());
const shippedMs = time(20, () => validateSources(shipped));
const generated = generatedSources(1000);
const generatedMs = time(5, () => validateSources(generated));
const bareMs = time(5, () => generated.forEach((source) => parseDocument(source.text)));
const result = validateSources(generated);
if (result.stats.errors > 0) throw new Error(`generated content is invalid: ${result.problems[0]!.message}`);

const siteBytes = readFileSync(siteFile).length;
console.log(`shipped content   ${shipped.length} files (${siteBytes} B site file)   ${shippedMs.toFixed(1)} ms`);
console.log(`generated content ${generated.length} files, ${result.stats.sections} sections   ${generatedMs.toFixed(0)} ms`);
console.log(`bare yaml parse   same files   ${bareMs.toFixed(0)} ms`);
console.log(`validation / bare parse   ${(generatedMs / bareMs).toFixed(2)}x`);
