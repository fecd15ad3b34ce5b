import { describe, expect, it } from "vitest";
import type { WatchReport } from "../../../scripts/engines/page-watch.ts";
import { readUntil } from "../../../scripts/engines/session.ts";

const reading = (app: string | null): WatchReport => ({ inTimeBeforeApp: true, app, errors: [], prerendered: 0, replaced: [], reactErrors: undefined });
const running = (report: WatchReport) => report.app === "running";

describe("reading a page's watch until it is done", () => {
  it("tries again when a reading fails between two documents, and reads once more after settling", async () => {
    const answers: (WatchReport | Error)[] = [reading(null), new Error("execution context destroyed"), reading("starting"), reading("running"), { ...reading("running"), errors: ["late"] }];
    const report = await readUntil(
      async () => {
        const answer = answers.shift()!;
        if (answer instanceof Error) throw answer;
        return answer;
      },
      running,
      { timeoutMs: 5000, settleMs: 1 },
    );
    expect(report.errors).toEqual(["late"]);
    expect(answers).toEqual([]);
  });

  it("gives the last reading when the page never gets there", async () => {
    const report = await readUntil(async () => reading("starting"), running, { timeoutMs: 250, settleMs: 1 });
    expect(report.app).toBe("starting");
  });
});
