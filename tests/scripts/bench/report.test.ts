import { describe, expect, it } from "vitest";
import { longestTask } from "../../../scripts/bench/lighthouse.ts";
import { markdownTable, missedTargets, type RouteResult } from "../../../scripts/bench/report.ts";

const figures = { performance: 100, accessibility: 100, bestPractices: 100, seo: 100, fcpS: 0.7, lcpS: 0.9, tbtMs: 40, longestTaskMs: 0, cls: 0 };

describe("the benchmark's report", () => {
  it("takes the longest task from Lighthouse's long-tasks audit: 0 when none reached 50 ms, unmeasured when the audit is missing", () => {
    const withTasks = { audits: { "long-tasks": { details: { items: [{ duration: 72 }, { duration: 143 }, { duration: 55 }] } } } };
    expect(longestTask(withTasks as never)).toBe(143);
    expect(longestTask({ audits: { "long-tasks": { details: { items: [] } } } } as never)).toBe(0);
    expect(longestTask({ audits: {} } as never)).toBeNaN();
  });

  it("shows TBT, the longest task and CLS for each page, and misses a mobile task over 50 ms", () => {
    const results: RouteResult[] = [
      { route: "/ar/", formFactor: "mobile", runs: 3, median: { ...figures, longestTaskMs: 122, cls: 0.021 } },
      { route: "/about/", formFactor: "desktop", runs: 3, median: { ...figures, longestTaskMs: 60 } },
    ];
    const table = markdownTable(results);
    expect(table).toContain("| TBT (ms) | Longest task (ms) | CLS |");
    expect(table).toContain("| 40 | 122 | 0.021 |");
    expect(missedTargets(results, undefined)).toEqual(["/ar/ mobile: longest task 122 ms > 50 ms", "/ar/ mobile: CLS 0.021 > 0.01"]);
  });
});
