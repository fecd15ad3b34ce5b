/**
 * `npm run bench:arabic-cls -- [--dist dist] [--font-delay 1200] [--only /ar/esg]`: layout
 * shift on every Arabic page's own document at 390 and 1440 px in Chromium, with every
 * font answered `--font-delay` ms late so the faces arrive after the first paint, as on a
 * phone's connection. Sums every layout-shift entry without recent input (so at least the
 * page's CLS) until Noto Sans Arabic's file has arrived and 500 ms more, and names the elements that
 * moved. Builds nothing: measures dist/.
 */
import { parseArgs } from "node:util";
import { chromium, type Browser } from "playwright-core";
import { assertChromium, chromiumArgs, testChromiumPath } from "../browser.ts";
import { everyAddress } from "../engines/addresses.ts";
import { startStaticHost } from "../../tests/e2e/static-host.ts";

const { values } = parseArgs({ options: { dist: { type: "string", default: "dist" }, "font-delay": { type: "string", default: "1200" }, only: { type: "string" } } });
const fontDelayMs = Number(values["font-delay"]);
const widths = [
  { width: 390, height: 844, isMobile: true, hasTouch: true },
  { width: 1440, height: 900, isMobile: false, hasTouch: false },
];

interface Measured {
  total: number;
  sources: string[];
}

/** Runs in the page before its first script: every layout shift without recent input, and what moved. */
function watchLayoutShifts(): void {
  const found = { total: 0, sources: [] as string[] };
  (window as unknown as { layoutShifts: typeof found }).layoutShifts = found;
  const name = (node: Node | null) => {
    if (!(node instanceof Element)) return node?.nodeName ?? "?";
    const block = node.closest("[data-block]")?.getAttribute("data-block");
    return `${node.tagName.toLowerCase()}${node.className && typeof node.className === "string" ? `.${node.className.split(" ")[0]}` : ""}${block ? ` in ${block}` : ""}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] })[]) {
      if (entry.hadRecentInput) continue;
      found.total += entry.value;
      found.sources.push(`${entry.value.toFixed(4)} ${entry.sources.map((source) => name(source.node)).join(", ")}`);
    }
  }).observe({ type: "layout-shift", buffered: true });
}

async function measure(browser: Browser, url: string, viewport: (typeof widths)[number]): Promise<Measured> {
  const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, isMobile: viewport.isMobile, hasTouch: viewport.hasTouch });
  const page = await context.newPage();
  // As a script's text: tsx's esbuild wraps named functions in __name(), which only Node has.
  await page.addInitScript({ content: `const __name = (f) => f; (${watchLayoutShifts.toString()})();` });
  await page.route("**/*.woff2", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, fontDelayMs));
    await route.continue();
  });
  // Stock media hosts are out of reach here: answered at once with nothing, never waited on.
  await page.route(/^https:\/\//, (route) => route.abort());
  await page.goto(url);
  // Arrived, whether or not the page uses it: a first visit's page never does (scripts/prerender/fonts.ts).
  await page.waitForFunction(() => performance.getEntriesByType("resource").some((entry) => /noto-sans-arabic-core-[\w-]+\.woff2$/.test(entry.name) && (entry as PerformanceResourceTiming).responseEnd > 0), null, { timeout: 20_000 });
  await page.waitForTimeout(500);
  const found = await page.evaluate(() => (window as unknown as { layoutShifts: Measured }).layoutShifts);
  await context.close();
  return found;
}

assertChromium(testChromiumPath);
const pages = everyAddress().filter((address) => address.form === "document" && address.route.startsWith("/ar") && (!values.only || address.route.startsWith(values.only)));
const { origin, server } = await startStaticHost(values.dist!);
const browser = await chromium.launch({ executablePath: testChromiumPath, args: chromiumArgs });
let worst = 0;
try {
  console.log(`| page | 390 px | 1440 px |\n|---|---|---|`);
  const details: string[] = [];
  for (const address of pages) {
    const cells: string[] = [];
    for (const viewport of widths) {
      const found = await measure(browser, new URL(address.url, `${origin}/`).href, viewport);
      worst = Math.max(worst, found.total);
      cells.push(found.total.toFixed(4));
      for (const source of found.sources) details.push(`${address.url} @${viewport.width}: ${source}`);
    }
    console.log(`| ${address.url.replace(/^\./, "")} | ${cells.join(" | ")} |`);
  }
  if (details.length > 0) console.log(`\nWhat moved:\n${details.join("\n")}`);
} finally {
  await browser.close();
  server.close();
}
console.log(`\nworst: ${worst.toFixed(4)}`);
