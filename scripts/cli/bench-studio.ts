/**
 * Measures the studio against its targets: open in under 2 s, the preview following
 * a keystroke on the home page within 100 ms. Prints figures; never fails on a target.
 *   npm run bench:studio
 *   npm run bench:studio -- --cold 3 --warm 5 --keys 20 --port 4303
 *   npm run bench:studio -- --fresh-deps     also time a first start that re-bundles dependencies
 *   npm run bench:studio -- --hosted         the GitHub store against the GitHub stand-in, 100 ms a round trip (--delay N)
 * Cold: a dev server just started, its modules not yet transformed (Vite's dependency
 * cache on disk kept, as after any earlier `npm run dev`). Warm: the same server opened
 * again. Every open uses a fresh browser profile, so nothing comes from the browser's cache.
 */
import { parseArgs } from "node:util";
import { launchBrowser, startDevServer, timeKeystrokes, timeOpen, type OpenTimes } from "../bench/studio.ts";
import { benchHostedStore } from "../bench/studio-hosted.ts";
import { median } from "../bench/timing.ts";
import { assertChromium } from "../browser.ts";

const { values: args } = parseArgs({
  options: {
    cold: { type: "string", default: "3" },
    warm: { type: "string", default: "5" },
    keys: { type: "string", default: "20" },
    port: { type: "string", default: "0" },
    "fresh-deps": { type: "boolean", default: false },
    hosted: { type: "boolean", default: false },
    delay: { type: "string", default: "100" },
  },
});

if (args.hosted) {
  const delay = Number(args.delay);
  console.log(`GitHub store against the stand-in, ${delay} ms added to every API answer:`);
  for (const figure of await benchHostedStore(".", delay)) {
    console.log(`  ${figure.label.padEnd(50)} ${figure.ms.toFixed(0).padStart(6)} ms   ${String(figure.requests.length).padStart(2)} requests: ${figure.requests.join(", ")}`);
  }
  process.exit(0);
}
const port = Number(args.port);
const coldRuns = Number(args.cold);
const warmRuns = Number(args.warm);
const keyCount = Number(args.keys);

assertChromium();

const ms = (value: number) => `${value.toFixed(0)} ms`;
function line(label: string, runs: readonly OpenTimes[]): string {
  const sections = runs.map((run) => run.sections);
  const preview = runs.map((run) => run.preview);
  const spread = (values: number[]) => (values.length > 1 ? ` (${ms(Math.min(...values))}–${ms(Math.max(...values))})` : "");
  const live = runs.map((run) => run.previewLive);
  return `${label.padEnd(34)} sections list ${ms(median(sections))}${spread(sections)}   preview painted ${ms(median(preview))}${spread(preview)}   preview live ${ms(median(live))}${spread(live)}   ${runs[0]!.requests} requests`;
}

const browser = await launchBrowser();
try {
  if (args["fresh-deps"]) {
    const { server, startMs } = await startDevServer(port, { optimizeDeps: { force: true } });
    try {
      const first = await timeOpen(browser, `${server.resolvedUrls!.local[0]!}__studio/`);
      console.log(`${line("first start (deps re-bundled)", [first])}   server start ${ms(startMs)}`);
    } finally {
      await server.close();
    }
  }

  const cold: OpenTimes[] = [];
  const warm: OpenTimes[] = [];
  let latencies: number[] = [];
  const starts: number[] = [];
  for (let run = 0; run < coldRuns; run++) {
    const { server, url, startMs } = await startDevServer(port);
    starts.push(startMs);
    try {
      cold.push(await timeOpen(browser, url));
      // Warm figures and keystrokes come from the last server, once it has served everything.
      if (run === coldRuns - 1) {
        for (let again = 0; again < warmRuns; again++) warm.push(await timeOpen(browser, url));
        const keys = Array.from({ length: keyCount }, (_, index) => (index % 4 < 2 ? "x" : "Backspace"));
        latencies = await timeKeystrokes(browser, url, keys);
      }
    } finally {
      await server.close();
    }
  }

  console.log(line(`cold dev server (${coldRuns} starts)`, cold) + `   server start ${ms(median(starts))}`);
  console.log(line(`warm dev server (${warmRuns} opens)`, warm));
  const sorted = [...latencies].sort((a, b) => a - b);
  const p90 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.9))]!;
  console.log(`${"keystroke → preview painted".padEnd(34)} median ${ms(median(latencies))}   p90 ${ms(p90)}   max ${ms(sorted[sorted.length - 1]!)}   (${latencies.length} keys, home hero title)`);
  console.log("targets: open < 2000 ms (preview painted), keystroke < 100 ms");
} finally {
  await browser.close();
}
