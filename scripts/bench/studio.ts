/**
 * How fast the studio opens and follows a keystroke, measured in Chromium against
 * a dev server built from vite.config.ts, as `npm run dev` starts it.
 * Times are taken inside the page: from navigation start to the sections list
 * drawn, and to the preview frame painted with the page's heading; from a
 * keystroke's event time to the preview painted with the changed heading.
 */
import { performance } from "node:perf_hooks";
import { chromium, type Browser, type Locator, type Page } from "playwright-core";
import { createServer, type InlineConfig, type ViteDevServer } from "vite";
import { chromiumArgs, chromiumPath } from "../browser.ts";

export interface OpenTimes {
  /** Navigation start → the sections list is drawn (React has attached its handlers by then). */
  sections: number;
  /** Navigation start → the preview frame has painted the page with its heading. */
  preview: number;
  /** Navigation start → the preview frame's code has taken over: clicks in it select sections. */
  previewLive: number;
  /** Requests the studio and its frame made until the preview was painted. */
  requests: number;
}

/** In every frame: note when the studio's sections list and the preview's heading were first painted. */
const marker = `(() => {
  const top = window.top;
  const marks = (top.__studioMarks ??= {});
  const after = (name, selector) => {
    const seen = () => {
      if (!document.querySelector(selector)) return false;
      // The frame after the one that drew it: the element has been painted.
      requestAnimationFrame(() => setTimeout(() => (marks[name] ??= performance.timeOrigin + performance.now()), 0));
      return true;
    };
    const start = () => {
      if (seen()) return;
      const observer = new MutationObserver(() => seen() && observer.disconnect());
      observer.observe(document, { childList: true, subtree: true, attributes: true });
    };
    start();
  };
  if (location.pathname.endsWith("/preview.html")) {
    after("preview", "main[data-preview-route] h1");
    after("previewLive", "html[data-preview-live]");
  }
  else if (location.pathname.startsWith("/__studio")) after("sections", "[data-section-index]");
})();`;

export async function startDevServer(port: number, overrides: InlineConfig = {}): Promise<{ server: ViteDevServer; url: string; startMs: number }> {
  const started = performance.now();
  process.env.NODE_ENV = "development";
  const server = await createServer({
    configFile: "vite.config.ts",
    mode: "development",
    logLevel: "warn",
    ...overrides,
    server: { host: "127.0.0.1", port, strictPort: port !== 0, ...overrides.server },
  });
  await server.listen();
  return { server, url: `${server.resolvedUrls!.local[0]!}__studio/`, startMs: performance.now() - started };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

/** Opens the studio in a fresh browser context (nothing cached) and times it. */
export async function timeOpen(browser: Browser, url: string): Promise<OpenTimes> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    await context.addInitScript(marker);
    const page = await context.newPage();
    let requests = 0;
    page.on("request", () => requests++);
    await page.goto(url);
    await page.waitForFunction(
      () => {
        const marks = (window as { __studioMarks?: Record<string, number> }).__studioMarks;
        return marks?.sections !== undefined && marks.preview !== undefined && marks.previewLive !== undefined;
      },
      undefined,
      { timeout: 120_000, polling: 50 },
    );
    const marks = await page.evaluate(() => {
      const found = (window as unknown as { __studioMarks: Record<string, number> }).__studioMarks;
      return { sections: found.sections! - performance.timeOrigin, preview: found.preview! - performance.timeOrigin, previewLive: found.previewLive! - performance.timeOrigin };
    });
    return { ...marks, requests };
  } finally {
    await context.close();
  }
}

/**
 * Types into the home page's hero title and times each keystroke until the preview
 * has painted the new heading: the event's own time stamp to the frame after the change.
 */
export async function timeKeystrokes(browser: Browser, url: string, keys: readonly string[]): Promise<number[]> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(url);
    const preview = page.frameLocator("iframe[title='Page preview']");
    await preview.locator("main[data-preview-route='/'] h1").waitFor({ timeout: 120_000 });
    await page.locator('[data-section-index="0"] > button').first().click();
    const title = page.getByLabel("Title", { exact: true });
    await title.focus();
    await title.press("End");
    const latencies: number[] = [];
    for (const key of keys) latencies.push(await timeOneKey(page, key));
    return latencies;
  } finally {
    await context.close();
  }
}

async function timeOneKey(page: Page, key: string): Promise<number> {
  await page.evaluate(() => {
    const frame = document.querySelector<HTMLIFrameElement>("iframe[title='Page preview']")!;
    const heading = frame.contentDocument!.querySelector("main h1")!;
    const state = window as unknown as { typed?: Promise<number>; shown?: Promise<number> };
    const frameWindow = frame.contentWindow as Window & typeof globalThis;
    state.shown = new Promise((done) => {
      const observer = new MutationObserver(() => {
        observer.disconnect();
        frameWindow.requestAnimationFrame(() => frameWindow.setTimeout(() => done(frameWindow.performance.timeOrigin + frameWindow.performance.now()), 0));
      });
      observer.observe(heading, { childList: true, characterData: true, subtree: true });
    });
    state.typed = new Promise((done) => {
      document.activeElement!.addEventListener("keydown", (event) => done(performance.timeOrigin + event.timeStamp), { once: true });
    });
  });
  await page.keyboard.press(key);
  return page.evaluate(async () => {
    const state = window as unknown as { typed: Promise<number>; shown: Promise<number> };
    return (await state.shown) - (await state.typed);
  });
}

/**
 * A translator's open on a warm server: the studio opened in a fresh browser context, then
 * the Arabic About page chosen in the list, timed in the page from the click until its form
 * shows the English beside a field.
 */
export async function timeArabicOpen(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.locator("[data-section-index]").first().waitFor({ timeout: 120_000 });
    const arabicAbout = page.getByRole("navigation", { name: "Content" }).getByRole("list", { name: "About Us in other languages" }).getByRole("button");
    await arabicAbout.waitFor();
    return await timeClick(page, arabicAbout, "[data-english-state]", "English");
  } finally {
    await context.close();
  }
}

/**
 * Clicks `button` and times, in the page, from the click to the first moment an element
 * matching `selector` holds `text`.
 */
export async function timeClick(page: Page, button: Locator, selector: string, text: string): Promise<number> {
  await page.evaluate(
    ({ selector, text }) => {
      const clicked = new Promise<number>((resolve) => document.addEventListener("click", (event) => resolve(event.timeStamp), { capture: true, once: true }));
      const shown = new Promise<number>((resolve, reject) => {
        // Inline, not a named helper: the runner's transform would name it with a function the page lacks.
        const observer = new MutationObserver(() => {
          if (![...document.querySelectorAll(selector)].some((element) => element.textContent?.includes(text))) return;
          observer.disconnect();
          resolve(performance.now());
        });
        observer.observe(document, { childList: true, subtree: true, characterData: true });
        setTimeout(() => reject(new Error(`"${text}" did not show within 60 s; the page says: ${document.body.innerText.replace(/\s+/g, " ").slice(0, 1000)}`)), 60_000);
      });
      (window as unknown as { __benchClick: Promise<number> }).__benchClick = Promise.all([clicked, shown]).then(([start, end]) => end - start);
    },
    { selector, text },
  );
  await button.click();
  return page.evaluate(() => (window as unknown as { __benchClick: Promise<number> }).__benchClick);
}

