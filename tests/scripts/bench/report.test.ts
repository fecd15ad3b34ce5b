import { describe, expect, it } from "vitest";
import { longestTask } from "../../../scripts/bench/lighthouse.ts";
import { benchmarkIndexLine, markdownTable, missedTargets, routeResult, type RouteResult } from "../../../scripts/bench/report.ts";

const figures = { performance: 100, accessibility: 100, bestPractices: 100, seo: 100, fcpS: 0.7, lcpS: 0.9, tbtMs: 40, longestTaskMs: 0, cls: 0, benchmarkIndex: 1200 };

describe("the benchmark's report", () => {
  it("takes the longest task from Lighthouse's long-tasks audit: 0 when none reached 50 ms, unmeasured when the audit is missing", () => {
    const withTasks = { audits: { "long-tasks": { details: { items: [{ duration: 72 }, { duration: 143 }, { duration: 55 }] } } } };
    expect(longestTask(withTasks as never)).toBe(143);
    expect(longestTask({ audits: { "long-tasks": { details: { items: [] } } } } as never)).toBe(0);
    expect(longestTask({ audits: {} } as never)).toBeNaN();
  });

  it("shows TBT, the longest task and CLS for each page, and misses a mobile task over 50 ms", () => {
    const results: RouteResult[] = [routeResult("/ar/", "mobile", "as-is", [{ ...figures, tbtMs: 8, longestTaskMs: 122, cls: 0.021 }]), routeResult("/about/", "desktop", "reachable", [{ ...figures, tbtMs: 0, longestTaskMs: 60 }])];
    const table = markdownTable(results);
    expect(table).toContain("| TBT (ms) | Longest task (ms) | CLS | Benchmark index |");
    expect(table).toContain("| 8 | 122 | 0.021 | 1200 |");
    expect(missedTargets(results, undefined)).toEqual(["/ar/ mobile (media as-is): longest task 122 ms > 50 ms", "/ar/ mobile (media as-is): CLS 0.021 > 0.01"]);
  });

  it("gives each varying figure's median with the lowest and highest run, and misses a TBT over 10 ms", () => {
    const tbts = [150, 127, 206, 140, 160];
    const result = routeResult("/", "mobile", "reachable", tbts.map((tbtMs, run) => ({ ...figures, tbtMs, longestTaskMs: tbtMs + 50, benchmarkIndex: 1000 + run * 100 })));
    expect(result.runs).toBe(5);
    const row = markdownTable([result]).split("\n")[2]!;
    expect(row).toContain("| `/` | mobile | reachable |");
    expect(row).toContain("| 150 (127–206) | 200 (177–256) |");
    expect(row).toContain("| 1200 (1000–1400) |");
    // A figure that did not vary shows alone.
    expect(row).toContain("| 0.90 |");
    expect(missedTargets([result], undefined)).toContain("/ mobile (media reachable): TBT 150 ms > 10 ms");
    expect(benchmarkIndexLine([result])).toContain("median 1200, lowest 1000, highest 1400");
  });
});
