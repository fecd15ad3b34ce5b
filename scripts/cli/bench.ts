/**
 * Benchmarks the built site: build time, Lighthouse scores and metrics (TBT, the longest
 * task and CLS among them) for home, About's own document, Technology and Contact by hash
 * and home, About and Contact in Arabic, on mobile and desktop, in both media modes (median
 * of 5 runs, with the lowest and highest run beside each figure that varies, and Lighthouse's
 * benchmark index of the machine), the home route's gzipped JS, and content validation time
 * against a bare YAML parse.
 *   npm run bench                               build, then 5 rounds of every route, form factor and media mode
 *   npm run bench -- --runs 1 --no-build --json
 *   npm run bench -- --media reachable          one media mode only: "reachable" (the stock media hosts answered
 *                                               by a local stand-in, as a visitor on a real network sees them)
 *                                               or "as-is" (whatever this machine's network does); default both
 *   npm run bench -- --form-factor mobile       one form factor only
 *   npm run bench -- --floor                    home and SAF Technology against their floors (each
 *                                               page's own HTML, no script, system fonts), mobile,
 *                                               in interleaved rounds (median of 5)
 *   npm run bench -- --floor --no-build --dist <folder>   the same for another build, e.g. an earlier commit's
 *   npm run bench -- --floor --pages /ar/,/ar/technology/  other pages against their floors (documents or hash addresses)
 * Runs go in rounds (every page once, then again), so load from other work falls on every page alike.
 * Prints figures next to their targets and never fails on a target: it exits
 * non-zero only when the tooling itself fails. --json also writes .tmp/bench.json.
 * package.json runs it as `node --import tsx`, not `tsx`: the tsx CLI SIGKILLs a child
 * that is too busy to acknowledge Ctrl-C within 60 ms, which would leave Chromium and
 * the preview server running.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { killAllChrome, runLighthouse, type FormFactor, type LighthouseFigures } from "../bench/lighthouse.ts";
import { startPreview, type Preview } from "../bench/preview.ts";
import { benchmarkIndexLine, markdownTable, missedTargets, routeResult, targetsText, type MediaMode, type RouteResult } from "../bench/report.ts";
import { nameNotResolved, unresolvableMediaHosts } from "../bench/offline-media.ts";
import { benchGeneratedValidation } from "../bench/validation.ts";
import { benchAgainstFloor } from "../bench/against-floor.ts";
import { assertChromium } from "../browser.ts";
import { startStandInMediaServer } from "../media-host/https-server.ts";
import { formatKb, measureDist } from "../size-budget.ts";

const port = 4391;
// Home, a page's own document, hash addresses, and the same in Arabic (right to left, its own fonts).
const routes = ["/", "/about/", "/#/technology", "/#/contact", "/ar/", "/ar/about/", "/ar/contact/"];

const { values: args } = parseArgs({
  options: {
    runs: { type: "string" },
    "no-build": { type: "boolean", default: false },
    json: { type: "boolean", default: false },
    media: { type: "string", default: "both" },
    "form-factor": { type: "string" },
    floor: { type: "boolean", default: false },
    dist: { type: "string", default: "dist" },
    pages: { type: "string" },
  },
});
if (args.media !== "as-is" && args.media !== "reachable" && args.media !== "both") {
  console.error(`--media takes "reachable" (stock hosts answered by the stand-in), "as-is" (whatever this machine's network does) or "both", not "${args.media}".`);
  process.exit(1);
}
const mediaModes: MediaMode[] = args.media === "both" ? ["as-is", "reachable"] : [args.media];
if (args["form-factor"] !== undefined && args["form-factor"] !== "mobile" && args["form-factor"] !== "desktop") {
  console.error(`--form-factor takes "mobile" or "desktop", not "${args["form-factor"]}".`);
  process.exit(1);
}
const formFactors: FormFactor[] = args["form-factor"] ? [args["form-factor"]] : ["mobile", "desktop"];
const runs = Number(args.runs ?? 5);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs takes a whole number of 1 or more, not "${args.runs}".`);
  process.exit(1);
}
if (!process.env.CHROME_PATH) assertChromium();

function build(): number {
  const started = performance.now();
  // --manifest: the size figure needs dist/.vite/manifest.json even if the config does not ask for it.
  const result = spawnSync("npx", ["vite", "build", "--manifest", "--logLevel", "warn"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status ?? result.signal})`);
  return (performance.now() - started) / 1000;
}

function homeJsGzip(): number | string {
  try {
    return measureDist("dist").rows.find((row) => row.key === "js")!.bytes;
  } catch (error) {
    return (error as Error).message;
  }
}

/** How one media mode is set up: the stand-in's flags, or the console errors of hosts that do not resolve. */
interface MediaSetup {
  mode: MediaMode;
  ignoredConsoleErrors: string[];
  extraFlags: string[];
}

/** Every route, form factor and media mode once per round, `runs` rounds. */
async function lighthouseAll(preview: Preview, setups: readonly MediaSetup[]): Promise<{ results: RouteResult[]; about: string }> {
  const cases = setups.flatMap((setup) => routes.flatMap((route) => formFactors.map((formFactor) => ({ setup, route, formFactor, samples: [] as LighthouseFigures[] }))));
  let about = "";
  const total = cases.length * runs;
  let done = 0;
  for (let round = 0; round < runs; round++) {
    for (const { setup, route, formFactor, samples } of cases) {
      const outcome = await runLighthouse(`${preview.origin}${route}`, formFactor, setup.ignoredConsoleErrors, setup.extraFlags);
      samples.push(outcome.figures);
      about = `Lighthouse ${outcome.lighthouseVersion}, ${outcome.userAgent}`;
      const f = outcome.figures;
      console.error(
        `[${++done}/${total}] ${route} ${formFactor}, media ${setup.mode}: performance ${f.performance}, LCP ${f.lcpS.toFixed(2)} s, TBT ${f.tbtMs.toFixed(0)} ms, longest task ${f.longestTaskMs.toFixed(0)} ms, CLS ${f.cls.toFixed(3)}, benchmark index ${f.benchmarkIndex.toFixed(0)}`,
      );
      if (outcome.failing.length > 0) console.error(`  failing audits: ${outcome.failing.join(", ")}`);
      for (const warning of outcome.warnings) console.error(`  warning: ${warning}`);
    }
  }
  return { results: cases.map(({ setup, route, formFactor, samples }) => routeResult(route, formFactor, setup.mode, samples)), about };
}

/** Lighthouse against a preview server that is stopped however the runs end. */
async function measureWithPreview(setups: readonly MediaSetup[]): ReturnType<typeof lighthouseAll> {
  const preview = await startPreview(port);
  const stopAndExit = () => {
    killAllChrome();
    preview.stop();
    process.exit(130);
  };
  process.once("SIGINT", stopAndExit);
  process.once("SIGTERM", stopAndExit);
  try {
    return await lighthouseAll(preview, setups);
  } finally {
    preview.stop();
    process.off("SIGINT", stopAndExit);
    process.off("SIGTERM", stopAndExit);
  }
}

async function main(): Promise<void> {
  const buildSeconds = args["no-build"] ? undefined : build();
  if (args.floor) return benchAgainstFloor({ dist: args.dist, runs, port, floorPort: port + 1, mediaReachable: args.media === "reachable", ...(args.pages ? { routes: args.pages.split(",") } : {}) });
  const jsGzip = homeJsGzip();
  // Before the browser starts, so the two do not compete for the CPU.
  const validation = benchGeneratedValidation(process.cwd(), 1000);
  const mediaServer = mediaModes.includes("reachable") ? await startStandInMediaServer() : undefined;
  const offlineHosts = mediaModes.includes("as-is") ? await unresolvableMediaHosts(process.cwd()) : [];
  const offlineNote =
    offlineHosts.length === 0
      ? ""
      : `Media hosts that do not resolve from this machine (${offlineHosts.join(", ")}): ` +
        `best practices leaves out console errors for ${nameNotResolved} in media as-is.`;
  if (offlineNote) console.error(offlineNote);
  const setups = mediaModes.map((mode): MediaSetup =>
    mode === "reachable" ? { mode, ignoredConsoleErrors: [], extraFlags: mediaServer!.chromiumFlags } : { mode, ignoredConsoleErrors: offlineHosts.length > 0 ? [nameNotResolved] : [], extraFlags: [] },
  );
  const lighthouse = await measureWithPreview(setups).finally(() => mediaServer?.close());

  const modesNote = mediaModes.map((mode) => (mode === "reachable" ? "media reachable (stock hosts answered by the stand-in)" : "media as-is")).join(" and ");
  console.log(`\n## Lighthouse (median of ${runs} run${runs === 1 ? "" : "s"}, lowest and highest in brackets; ${modesNote}; ${lighthouse.about})\n`);
  console.log(markdownTable(lighthouse.results));
  console.log(`\n${benchmarkIndexLine(lighthouse.results)}`);
  if (runs < 5) console.log(`Fewer than 5 runs: the medians are not comparable with another bench's.`);
  if (offlineNote) console.log(`\n${offlineNote}`);
  console.log("");
  console.log(`- Build time: ${buildSeconds === undefined ? "not built (--no-build)" : `${buildSeconds.toFixed(1)} s`}`);
  console.log(`- Home route JS (gzip -9): ${typeof jsGzip === "number" ? `${formatKb(jsGzip)} KB (${jsGzip} B)` : `n/a (${jsGzip})`}`);
  console.log(
    `- Validation of ${validation.files} files (${validation.sections} sections): ${validation.validationMs.toFixed(0)} ms; ` +
      `bare yaml parseDocument: ${validation.bareParseMs.toFixed(0)} ms; ratio ${validation.ratio.toFixed(2)}×`,
  );
  console.log(`\n${targetsText}`);
  const missed = missedTargets(lighthouse.results, validation.ratio);
  console.log(missed.length === 0 ? "All targets met." : `Not met:\n${missed.map((line) => `- ${line}`).join("\n")}`);

  if (args.json) {
    mkdirSync(".tmp", { recursive: true });
    const raw = { date: new Date().toISOString(), runs, media: mediaModes, environment: lighthouse.about, buildSeconds, homeJsGzipBytes: jsGzip, validation, unresolvableMediaHosts: offlineHosts, lighthouse: lighthouse.results };
    writeFileSync(".tmp/bench.json", `${JSON.stringify(raw, null, 2)}\n`);
    console.log("\nWrote .tmp/bench.json");
  }
}

main().catch((error: unknown) => {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
