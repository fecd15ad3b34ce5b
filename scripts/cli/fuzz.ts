/**
 * Fuzzes the content validator with mutated copies of the shipped content
 * (see scripts/fuzz/mutations.ts) and checks scripts/fuzz/properties.ts on each.
 *   npm run fuzz                          10,000 cases, random seed
 *   npm run fuzz -- --runs 500 --seed 42
 *   npm run fuzz -- --seed S --path P     replays the counterexample a failed run printed
 * Stops at the first broken property, shrinks it to a small case, prints it and exits 1.
 */
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import fc from "fast-check";
import { readContentSources } from "../content/sources.ts";
import { applyFuzzCase, fuzzCaseArbitrary } from "../fuzz/mutations.ts";
import { checkValidatorProperties, PropertyViolation, type ViolationKind } from "../fuzz/properties.ts";

function integerOption(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value)) {
    console.error(`--${name} needs a whole number, got "${text}".`);
    process.exit(2);
  }
  return value;
}

const { values: options } = parseArgs({ options: { runs: { type: "string" }, seed: { type: "string" }, path: { type: "string" } } });
const runs = integerOption("runs", options.runs, 10_000);
// fast-check seeds are 32-bit integers; one is chosen here so it can be printed even when all goes well.
const seed = integerOption("seed", options.seed, (Math.random() * 2 ** 31) | 0);

const shipped = readContentSources(process.cwd());
const count = (value: number) => value.toLocaleString("en-US");

const tally = { cases: 0, refused: 0, accepted: 0, errors: 0, warnings: 0 };
const violations: Record<ViolationKind, number> = { crash: 0, file: 0, position: 0, message: 0, severity: 0, content: 0 };
// Shrinking re-runs the property many times; only the runs before the first violation count.
let shrinking = false;
const progressEvery = Math.max(1, Math.round(runs / 10));
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);

console.log(`Fuzzing the content validator: ${count(runs)} cases, seed ${seed}, ${shipped.length} shipped files.`);

const property = fc.property(fuzzCaseArbitrary(shipped), (fuzzCase) => {
  const mutated = applyFuzzCase(shipped, fuzzCase);
  try {
    const result = checkValidatorProperties(mutated.sources, mutated.changedPaths);
    if (shrinking) return;
    tally.cases++;
    tally.errors += result.stats.errors;
    tally.warnings += result.stats.warnings;
    if (result.stats.errors > 0) tally.refused++;
    else tally.accepted++;
    if (tally.cases % progressEvery === 0) console.log(`  ${count(tally.cases)} / ${count(runs)} cases (${seconds()} s)`);
  } catch (error) {
    if (!shrinking) {
      tally.cases++;
      violations[error instanceof PropertyViolation ? error.violation.kind : "crash"]++;
      shrinking = true;
    }
    throw error;
  }
});

const details = fc.check(property, { numRuns: runs, seed, ...(options.path ? { path: options.path } : {}) });

const outside = violations.position + violations.file;
const other = violations.message + violations.severity + violations.content;
console.log(
  `${count(tally.cases)} mutated content sets validated in ${seconds()} s: ` +
    `${count(violations.crash)} crash${violations.crash === 1 ? "" : "es"}, ${count(outside)} position${outside === 1 ? "" : "s"} outside the file, ${count(other)} other broken propert${other === 1 ? "y" : "ies"}; ` +
    `${count(tally.refused)} refused with ${count(tally.errors)} errors (and ${count(tally.warnings)} warnings), ${count(tally.accepted)} accepted`,
);

if (details.failed) {
  console.error(`\nA property broke (seed ${details.seed}). Smallest case found after ${details.numShrinks} shrinks:`);
  console.error(fc.stringify(details.counterexample?.[0]));
  console.error(`\n${details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)}`);
  console.error(`\nReplay it: npm run fuzz -- --seed ${details.seed} --path "${details.counterexamplePath}"`);
  process.exitCode = 1;
}
