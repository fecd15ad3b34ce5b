/** One Lighthouse run in a fresh headless Chromium, reduced to the figures the benchmark reports. */
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Config, type Result } from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { chromiumArgs, chromiumPath } from "../browser.ts";

export type FormFactor = "mobile" | "desktop";

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpS: number;
  lcpS: number;
  tbtMs: number;
  /** The longest main-thread task Lighthouse saw (its long-tasks audit), in ms: 0 when none reached 50 ms. */
  longestTaskMs: number;
  cls: number;
  /**
   * Lighthouse's measure of this machine's speed at the time of the run (its `benchmarkIndex`,
   * about 1,000 to 2,000 on a desktop of its day, lower when the CPU is slow or busy): the
   * simulated phone's TBT scales with it, so two runs compare only at a like index.
   */
  benchmarkIndex: number;
}

export const chromePath = process.env.CHROME_PATH ?? chromiumPath;

const categories = ["performance", "accessibility", "best-practices", "seo"];

/** A score Lighthouse could not compute is NaN, so a median over runs shows it instead of hiding it as 0. */
function score(lhr: Result, id: string): number {
  const value = lhr.categories[id]?.score;
  return typeof value === "number" ? Math.round(value * 100) : Number.NaN;
}

/** The longest task of the long-tasks audit (tasks of 50 ms or more); 0 when it lists none, NaN when it did not run. */
export function longestTask(lhr: Pick<Result, "audits">): number {
  const audit = lhr.audits["long-tasks"];
  if (!audit) return Number.NaN;
  const items = ((audit.details as { items?: { duration?: unknown }[] } | undefined)?.items ?? []).map((item) => item.duration).filter((duration): duration is number => typeof duration === "number");
  return items.length > 0 ? Math.max(...items) : 0;
}

function numeric(lhr: Result, id: string): number {
  return lhr.audits[id]?.numericValue ?? Number.NaN;
}

/**
 * Audits that cost points in the pass/fail categories, e.g. "best-practices: errors-in-console",
 * so a score under 100 says whether it is the missing network here or a real defect.
 */
function failingAudits(lhr: Result): string[] {
  return ["accessibility", "best-practices", "seo"].flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${id}: ${ref.id}`),
  );
}

export interface LighthouseRun {
  figures: LighthouseFigures;
  failing: string[];
  warnings: string[];
  lighthouseVersion: string;
  userAgent: string;
  /** The whole report, for a caller that reads more than the figures (bench --floor). */
  lhr: Result;
}

/**
 * `ignoredConsoleErrors`: texts of console errors best practices should not count.
 * `extraFlags`: more Chromium flags, e.g. those sending the stock hosts to the stand-in.
 */
export async function runLighthouse(url: string, formFactor: FormFactor, ignoredConsoleErrors: string[] = [], extraFlags: string[] = []): Promise<LighthouseRun> {
  // A fresh browser per run: no warm HTTP cache or leftover service state between runs.
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ["--headless=new", ...chromiumArgs, ...extraFlags], logLevel: "silent" });
  try {
    const config: Config = {
      ...(formFactor === "desktop" ? desktopConfig : { extends: "lighthouse:default" }),
      audits: [{ path: "errors-in-console", options: { ignoredPatterns: ["ERR_BLOCKED_BY_CLIENT.Inspector", ...ignoredConsoleErrors] } }],
    };
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: categories }, config);
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return {
      figures: {
        performance: score(lhr, "performance"),
        accessibility: score(lhr, "accessibility"),
        bestPractices: score(lhr, "best-practices"),
        seo: score(lhr, "seo"),
        fcpS: numeric(lhr, "first-contentful-paint") / 1000,
        lcpS: numeric(lhr, "largest-contentful-paint") / 1000,
        tbtMs: numeric(lhr, "total-blocking-time"),
        longestTaskMs: longestTask(lhr),
        cls: numeric(lhr, "cumulative-layout-shift"),
        benchmarkIndex: lhr.environment.benchmarkIndex ?? Number.NaN,
      },
      failing: failingAudits(lhr),
      warnings: lhr.runWarnings,
      lighthouseVersion: lhr.lighthouseVersion,
      userAgent: lhr.environment.hostUserAgent,
      lhr,
    };
  } finally {
    chrome.kill();
  }
}

/** For an interrupt: chrome-launcher's own SIGINT handler would not run if ours exits first. */
export function killAllChrome(): void {
  chromeLauncher.killAll();
}
