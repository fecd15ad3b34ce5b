/** Medians, the Markdown table and the comparison with targets for scripts/cli/bench.ts. */
import { median } from "./timing.ts";
import type { FormFactor, LighthouseFigures } from "./lighthouse.ts";

/** Whether the stock photo and video hosts answer (a local stand-in) or fail as this machine's network has them. */
export type MediaMode = "as-is" | "reachable";

export interface RouteResult {
  route: string;
  formFactor: FormFactor;
  media: MediaMode;
  runs: number;
  median: LighthouseFigures;
  /** The lowest and highest of each figure over the runs: how far one run can stray from the median. */
  lowest: LighthouseFigures;
  highest: LighthouseFigures;
}

/** Median of each metric on its own; a metric missing from some runs takes the median of the others. */
function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const keys = Object.keys(runs[0]!) as (keyof LighthouseFigures)[];
  const result = {} as LighthouseFigures;
  for (const key of keys) {
    const values = runs.map((run) => run[key]).filter((value) => Number.isFinite(value));
    result[key] = values.length > 0 ? median(values) : Number.NaN;
  }
  return result;
}

/** The extremes of each metric over the runs, unmeasured runs left out. */
function extremeFigures(runs: readonly LighthouseFigures[], pick: (values: number[]) => number): LighthouseFigures {
  const keys = Object.keys(runs[0]!) as (keyof LighthouseFigures)[];
  const result = {} as LighthouseFigures;
  for (const key of keys) {
    const values = runs.map((run) => run[key]).filter((value) => Number.isFinite(value));
    result[key] = values.length > 0 ? pick(values) : Number.NaN;
  }
  return result;
}

/** A route's result from its runs: the median of each figure, and its lowest and highest. */
export function routeResult(route: string, formFactor: FormFactor, media: MediaMode, samples: readonly LighthouseFigures[]): RouteResult {
  return {
    route,
    formFactor,
    media,
    runs: samples.length,
    median: medianFigures(samples),
    lowest: extremeFigures(samples, (values) => Math.min(...values)),
    highest: extremeFigures(samples, (values) => Math.max(...values)),
  };
}

const fixed = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : "n/a");

/** The median, with the runs' range after it when they differ: `150 (127–206)`. */
function withRange(result: RouteResult, key: keyof LighthouseFigures, digits: number): string {
  const [median, low, high] = [result.median[key], result.lowest[key], result.highest[key]].map((value) => fixed(value, digits));
  return result.runs > 1 && low !== high ? `${median} (${low}–${high})` : median!;
}

/**
 * One row per route, form factor and media mode. The figures that vary from run to run
 * (the paints, TBT, the longest task, CLS and the machine's benchmark index) show the
 * median and, in brackets, the lowest and highest run.
 */
export function markdownTable(results: readonly RouteResult[]): string {
  const header = ["Route", "Form factor", "Media", "Performance", "Accessibility", "Best practices", "SEO", "FCP (s)", "LCP (s)", "TBT (ms)", "Longest task (ms)", "CLS", "Benchmark index"];
  const rows = results.map((result) => [
    `\`${result.route}\``,
    result.formFactor,
    result.media,
    fixed(result.median.performance, 0),
    fixed(result.median.accessibility, 0),
    fixed(result.median.bestPractices, 0),
    fixed(result.median.seo, 0),
    withRange(result, "fcpS", 2),
    withRange(result, "lcpS", 2),
    withRange(result, "tbtMs", 0),
    withRange(result, "longestTaskMs", 0),
    withRange(result, "cls", 3),
    withRange(result, "benchmarkIndex", 0),
  ]);
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map((_, index) => (index < 3 ? "---" : "---:"))), ...rows.map(line)].join("\n");
}

/** The machine's speed over every run: what a reader compares before comparing two benches' TBT. */
export function benchmarkIndexLine(results: readonly RouteResult[]): string {
  const lows = results.map((result) => result.lowest.benchmarkIndex).filter(Number.isFinite);
  const highs = results.map((result) => result.highest.benchmarkIndex).filter(Number.isFinite);
  const medians = results.map((result) => result.median.benchmarkIndex).filter(Number.isFinite);
  if (medians.length === 0) return "Lighthouse's benchmark index: not reported.";
  return `Lighthouse's benchmark index of this machine over the runs: median ${fixed(median(medians), 0)}, lowest ${fixed(Math.min(...lows), 0)}, highest ${fixed(Math.max(...highs), 0)} (TBT compares only between runs of a like index; a machine shared with other work reads lower).`;
}

export const targetsText =
  "Targets: mobile performance ≥ 98; accessibility, best practices, SEO 100; LCP ≤ 1.2 s; TBT ≤ 10 ms; no task over 50 ms (mobile); CLS ≤ 0.01; validation ≤ 3× bare parse.";

/** Each figure that misses its target, worded for the reader; an unmeasured figure counts as a miss. */
export function missedTargets(results: readonly RouteResult[], validationRatio: number | undefined): string[] {
  const missed: string[] = [];
  const below = (value: number, target: number) => !(value >= target);
  const above = (value: number, target: number) => !(value <= target);
  for (const { route, formFactor, media, median: m } of results) {
    const where = `${route} ${formFactor} (media ${media})`;
    if (formFactor === "mobile" && below(m.performance, 98)) missed.push(`${where}: performance ${fixed(m.performance, 0)} < 98`);
    if (below(m.accessibility, 100)) missed.push(`${where}: accessibility ${fixed(m.accessibility, 0)} < 100`);
    if (below(m.bestPractices, 100)) missed.push(`${where}: best practices ${fixed(m.bestPractices, 0)} < 100`);
    if (below(m.seo, 100)) missed.push(`${where}: SEO ${fixed(m.seo, 0)} < 100`);
    if (above(m.lcpS, 1.2)) missed.push(`${where}: LCP ${fixed(m.lcpS, 2)} s > 1.2 s`);
    if (above(m.tbtMs, 10)) missed.push(`${where}: TBT ${fixed(m.tbtMs, 0)} ms > 10 ms`);
    if (formFactor === "mobile" && above(m.longestTaskMs, 50)) missed.push(`${where}: longest task ${fixed(m.longestTaskMs, 0)} ms > 50 ms`);
    if (above(m.cls, 0.01)) missed.push(`${where}: CLS ${fixed(m.cls, 3)} > 0.01`);
  }
  if (validationRatio !== undefined && above(validationRatio, 3)) missed.push(`validation ${validationRatio.toFixed(2)}× bare parse > 3×`);
  return missed;
}
