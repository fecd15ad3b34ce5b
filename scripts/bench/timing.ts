import { performance } from "node:perf_hooks";

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("median of no values");
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Median wall time in ms of `runs` calls, after one untimed call so JIT warm-up is not measured. */
export function time(runs: number, work: () => void): number {
  work();
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    work();
    samples.push(performance.now() - started);
  }
  return median(samples);
}

/**
 * Median times of two pieces of work, run alternately so that load from other
 * processes falls on both alike and their ratio stays meaningful.
 */
export function timeAlternately(runs: number, first: () => void, second: () => void): [number, number] {
  first();
  second();
  const samples: [number[], number[]] = [[], []];
  for (let run = 0; run < runs; run++) {
    [first, second].forEach((work, index) => {
      const started = performance.now();
      work();
      samples[index]!.push(performance.now() - started);
    });
  }
  return [median(samples[0]), median(samples[1])];
}

/** The nearest-rank percentile `p` (0–100) of a set of times: p95 of 30 keystrokes is the 29th fastest. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error("percentile of no values");
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
