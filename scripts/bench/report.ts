/** Medians, the Markdown table and the comparison with targets for scripts/cli/bench.ts. */
import { median } from "./timing.ts";
import type { FormFactor, LighthouseFigures } from "./lighthouse.ts";

export interface RouteResult {
  route: string;
  formFactor: FormFactor;
  runs: number;
  median: LighthouseFigures;
}

/** Median of each metric on its own; a metric missing from some runs takes the median of the others. */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const keys = Object.keys(runs[0]!) as (keyof LighthouseFigures)[];
  const result = {} as LighthouseFigures;
  for (const key of keys) {
    const values = runs.map((run) => run[key]).filter((value) => Number.isFinite(value));
    result[key] = values.length > 0 ? median(values) : Number.NaN;
  }
  return result;
}

const fixed = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : "n/a");

export function markdownTable(results: readonly RouteResult[]): string {
  const header = ["Route", "Form factor", "Performance", "Accessibility", "Best practices", "SEO", "FCP (s)", "LCP (s)", "TBT (ms)", "Longest task (ms)", "CLS"];
  const rows = results.map(({ route, formFactor, median: m }) => [
    `\`${route}\``,
    formFactor,
    fixed(m.performance, 0),
    fixed(m.accessibility, 0),
    fixed(m.bestPractices, 0),
    fixed(m.seo, 0),
    fixed(m.fcpS, 2),
    fixed(m.lcpS, 2),
    fixed(m.tbtMs, 0),
    fixed(m.longestTaskMs, 0),
    fixed(m.cls, 3),
  ]);
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map((_, index) => (index < 2 ? "---" : "---:"))), ...rows.map(line)].join("\n");
}

export const targetsText =
  "Targets: mobile performance ≥ 98; accessibility, best practices, SEO 100; LCP ≤ 1.2 s; TBT ≤ 100 ms; no task over 50 ms (mobile); CLS ≤ 0.01; validation ≤ 3× bare parse.";

/** Each figure that misses its target, worded for the reader; an unmeasured figure counts as a miss. */
export function missedTargets(results: readonly RouteResult[], validationRatio: number | undefined): string[] {
  const missed: string[] = [];
  const below = (value: number, target: number) => !(value >= target);
  const above = (value: number, target: number) => !(value <= target);
  for (const { route, formFactor, median: m } of results) {
    const where = `${route} ${formFactor}`;
    if (formFactor === "mobile" && below(m.performance, 98)) missed.push(`${where}: performance ${fixed(m.performance, 0)} < 98`);
    if (below(m.accessibility, 100)) missed.push(`${where}: accessibility ${fixed(m.accessibility, 0)} < 100`);
    if (below(m.bestPractices, 100)) missed.push(`${where}: best practices ${fixed(m.bestPractices, 0)} < 100`);
    if (below(m.seo, 100)) missed.push(`${where}: SEO ${fixed(m.seo, 0)} < 100`);
    if (above(m.lcpS, 1.2)) missed.push(`${where}: LCP ${fixed(m.lcpS, 2)} s > 1.2 s`);
    if (above(m.tbtMs, 100)) missed.push(`${where}: TBT ${fixed(m.tbtMs, 0)} ms > 100 ms`);
    if (formFactor === "mobile" && above(m.longestTaskMs, 50)) missed.push(`${where}: longest task ${fixed(m.longestTaskMs, 0)} ms > 50 ms`);
    if (above(m.cls, 0.01)) missed.push(`${where}: CLS ${fixed(m.cls, 3)} > 0.01`);
  }
  if (validationRatio !== undefined && above(validationRatio, 3)) missed.push(`validation ${validationRatio.toFixed(2)}× bare parse > 3×`);
  return missed;
}
