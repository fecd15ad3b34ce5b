/**
 * The contact sheet: every route at 390, 1024 and 1440 px in each state a visitor meets
 * (the page, menu open, keyboard focus, FAQ open, form sent, counters mid-count), with
 * the stock media hosts answered by the stand-in, laid out on one HTML page for review.
 *   npm run screenshots              builds dist/ if needed and serves it
 *   npm run screenshots -- <url>     uses a running site instead
 * Writes .tmp/contact-sheet/index.html and its PNGs.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { chromium, type Browser, type Page } from "playwright-core";
import { sendContactForm } from "../../tests/e2e/geometry/contact-form.ts";
import { revealAll } from "../../tests/e2e/geometry/in-page.ts";
import { heightFor } from "../../tests/e2e/geometry/widths.ts";
import { startPreview, type Preview } from "../bench/preview.ts";
import { assertChromium, chromiumArgs, chromiumPath } from "../browser.ts";
import { validateContentFolder } from "../content/validate-folder.ts";
import { homeRoute, notFoundRoute } from "../../src/content/route-roles.ts";
import { standInHosts, standInResponse } from "../media-host/stand-in.ts";
import { escapeMarkup } from "../escape-markup.ts";

assertChromium();
const outDir = ".tmp/contact-sheet";
const widths = [390, 1024, 1440] as const;

interface Shot {
  route: string;
  state: string;
  width: number;
  file: string | undefined;
  note?: string;
}

async function standInMedia(page: Page): Promise<void> {
  for (const host of standInHosts) {
    await page.route(`https://${host}/**`, async (route) => {
      const answer = await standInResponse(route.request().url(), route.request().headers()["accept"] ?? "");
      if (!answer) return route.abort();
      await route.fulfill({ status: answer.status, contentType: answer.contentType, body: answer.body });
    });
  }
}

const settle = (page: Page, ms = 400) => page.waitForTimeout(ms);

/** Each state: how to reach it from a fresh tab, or a reason it does not exist at this width. */
const states: { name: string; applies: (route: string) => boolean; fullPage?: boolean; reach: (page: Page, url: string) => Promise<string | void> }[] = [
  {
    name: "page",
    applies: () => true,
    fullPage: true,
    reach: async (page, url) => {
      await page.goto(url);
      await settle(page);
      await page.evaluate(revealAll);
      await settle(page, 800);
    },
  },
  {
    name: "menu open",
    applies: () => true,
    reach: async (page, url) => {
      await page.goto(url);
      await settle(page);
      const toggle = page.getByRole("button", { name: "Open menu" });
      if (!(await toggle.isVisible())) return "the full navigation fits: no menu";
      await toggle.click();
      await settle(page);
    },
  },
  {
    name: "keyboard focus",
    applies: () => true,
    reach: async (page, url) => {
      await page.goto(url);
      await settle(page);
      // Tab to the first control inside the page itself, past the header.
      for (let step = 0; step < 20; step++) {
        await page.keyboard.press("Tab");
        if (await page.evaluate(() => Boolean(document.activeElement?.closest("main")))) break;
      }
      await settle(page, 300);
    },
  },
  {
    name: "FAQ open",
    applies: (route) => route === "/contact",
    reach: async (page, url) => {
      await page.goto(url);
      await settle(page);
      const question = page.locator("[data-block=faq] button[aria-expanded]").first();
      await question.click();
      await question.evaluate((element) => element.scrollIntoView({ block: "start" }));
      await page.evaluate(() => window.scrollBy(0, -100));
      await settle(page);
    },
  },
  {
    name: "form sent",
    applies: (route) => route === "/contact",
    reach: async (page, url) => {
      await page.goto(url);
      await settle(page);
      await sendContactForm(page);
      const confirmation = page.getByRole("status").filter({ hasText: "Thank you" });
      await confirmation.waitFor();
      await confirmation.evaluate((element) => element.scrollIntoView({ block: "center" }));
      await settle(page);
    },
  },
  {
    name: "counters mid-count",
    applies: (route) => route === homeRoute,
    reach: async (page, url) => {
      await page.clock.install();
      await page.goto(url);
      const stats = page.locator("[data-block=stats]");
      await stats.evaluate((element) => element.scrollIntoView({ block: "center" }));
      const first = stats.locator("[data-counter-value]").first();
      for (let step = 0; step < 100 && Number(await first.getAttribute("data-counter-value")) === 0; step++) await page.clock.runFor(50);
      await page.clock.runFor(700);
    },
  },
];

function fileName(route: string, state: string, width: number): string {
  const name = route === homeRoute ? "home" : route === notFoundRoute ? "not-found" : route.slice(1).replace(/\//g, "-");
  return `${name}-${state.replace(/\s+/g, "-")}-${width}.png`;
}

async function shoot(browser: Browser, origin: string, routes: string[]): Promise<Shot[]> {
  const shots: Shot[] = [];
  for (const width of widths) {
    for (const route of routes) {
      const url = `${origin}/#${route === notFoundRoute ? "/this-page-does-not-exist" : route}`;
      for (const state of states.filter((candidate) => candidate.applies(route))) {
        const context = await browser.newContext({ viewport: { width, height: heightFor(width) }, isMobile: width < 500, hasTouch: width < 500 });
        const page = await context.newPage();
        // tsx names functions with a __name helper; functions sent to the page need it there too.
        await page.addInitScript({ content: "window.__name = (target) => target;" });
        await standInMedia(page);
        const file = fileName(route, state.name, width);
        try {
          const skipped = await state.reach(page, url);
          if (skipped) shots.push({ route, state: state.name, width, file: undefined, note: skipped });
          else {
            await page.screenshot({ path: `${outDir}/${file}`, fullPage: state.fullPage === true });
            shots.push({ route, state: state.name, width, file });
          }
        } catch (error) {
          shots.push({ route, state: state.name, width, file: undefined, note: `could not be reached: ${(error as Error).message.split("\n")[0]}` });
        }
        console.log(`${route} ${state.name} ${width}px`);
        await context.close();
      }
    }
  }
  return shots;
}

function sheet(shots: Shot[], routes: string[]): string {
  const sections = routes.map((route) => {
    const rows = states
      .filter((state) => state.applies(route))
      .map((state) => {
        const cells = widths.map((width) => {
          const shot = shots.find((candidate) => candidate.route === route && candidate.state === state.name && candidate.width === width);
          if (!shot?.file) return `<td class="empty">${escapeMarkup(shot?.note ?? "not taken")}</td>`;
          return `<td><a href="${shot.file}"><img src="${shot.file}" alt="${escapeMarkup(`${route} ${state.name} at ${width} px`)}" loading="lazy"></a></td>`;
        });
        return `<tr><th scope="row">${escapeMarkup(state.name)}</th>${cells.join("")}</tr>`;
      });
    return `<section><h2>${escapeMarkup(route === notFoundRoute ? "not found (any other address)" : route)}</h2><table><thead><tr><th></th>${widths.map((width) => `<th scope="col">${width} px</th>`).join("")}</tr></thead><tbody>${rows.join("")}</tbody></table></section>`;
  });
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Contact sheet</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem;color:#0c1f1a}h2{margin:2.5rem 0 .5rem}table{border-collapse:collapse}th,td{vertical-align:top;padding:.5rem;border:1px solid #dbe5e0}th[scope=row]{text-align:left;white-space:nowrap}td img{display:block;width:300px;max-height:900px;object-fit:cover;object-position:top}td.empty{color:#5b6c66;width:300px}</style>
<h1>Contact sheet: ${shots.filter((shot) => shot.file).length} screenshots, ${new Date().toISOString().slice(0, 16).replace("T", " ")}</h1>
<p>Each route at 390, 1024 and 1440 px in each state; stock photos and videos answered by the stand-in host. Click a picture for the full size.</p>
${sections.join("\n")}
</html>`;
}

const given = process.argv[2];
let preview: Preview | undefined;
if (!given && !existsSync("dist/index.html")) {
  const built = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const origin = given?.replace(/\/$/, "") ?? (preview = await startPreview(4180, 60_000)).origin;
const content = validateContentFolder(".").content;
if (!content) {
  console.error("Content has errors: run npm run validate.");
  process.exit(1);
}
const routes = content.pages.map((page) => page.route);
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const shots = await shoot(browser, origin, routes);
  writeFileSync(`${outDir}/index.html`, sheet(shots, routes));
  console.log(`\n${outDir}/index.html: ${routes.length} routes × ${widths.length} widths, ${shots.filter((shot) => shot.file).length} screenshots, ${shots.filter((shot) => !shot.file).length} states that do not apply`);
} finally {
  await browser.close();
  preview?.stop();
}
