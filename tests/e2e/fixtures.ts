/**
 * Playwright's `test` with one change: `page.goto` also starts the app and waits until it
 * runs. A built page paints from prerendered HTML, loads its own small script after that
 * paint and React only when the page needs it (a visitor's act on an island); a test of the
 * app's behaviour starts it as that act would. Tests of the page before the app use
 * `gotoBeforeRunning`'s prototype goto, or Playwright's own.
 */
import { expect, test as base, type Page } from "@playwright/test";
import { appAttribute, appRunning, pageScriptAttribute, wakeAppEvent } from "../../src/boot/contract.ts";
import { desktopOnlyTag, phoneTag } from "./tags.ts";

export { expect, type Page } from "@playwright/test";

/** Either the page's own script has run (a built document) or the app has started (the dev server, the studio). */
const pageAlive = `html[${pageScriptAttribute}], html[${appAttribute}]`;

/**
 * Starts the app on the page, as a visitor's first act on an island would: a built page loads
 * React only when it is wanted (src/islands/page-runtime.ts). Waits for the page's own script first.
 */
export async function wakeApp(page: Page): Promise<void> {
  await page.locator(pageAlive).first().waitFor({ state: "attached" });
  await page.evaluate((event) => document.dispatchEvent(new Event(event)), wakeAppEvent);
}

/** Starts the app (`wakeApp`) and waits until src/main.tsx has taken the page over and it runs (src/boot/contract.ts). */
export async function waitForApp(page: Page): Promise<void> {
  await wakeApp(page);
  await page.locator(`html[${appAttribute}=${appRunning}]`).waitFor({ state: "attached" });
}

/**
 * Opens `url` without waiting for the app, then starts it and waits only for it to start
 * (main.tsx has run): to act on the page while a block's code is still held back.
 */
export async function gotoBeforeRunning(page: Page, url: string): Promise<void> {
  // The fixture's own goto waits for the page to run; the prototype's does not.
  const goto = (Object.getPrototypeOf(page) as Page).goto;
  await goto.call(page, url, { waitUntil: "domcontentloaded" });
  await wakeApp(page);
  await page.locator(`html[${appAttribute}]`).waitFor({ state: "attached" });
}

/**
 * `E2E_CPU_THROTTLE=4 npm run test:e2e` runs every page four times slower, as on a
 * loaded CI machine or a cheap phone: a test that races the page fails here first.
 */
const cpuThrottle = Number(process.env.E2E_CPU_THROTTLE ?? 1);

/** Slows the page's renderer by the factor E2E_CPU_THROTTLE names (1: as it is). */
export async function throttle(page: Page): Promise<void> {
  if (!(cpuThrottle > 1)) return;
  const session = await page.context().newCDPSession(page);
  await session.send("Emulation.setCPUThrottlingRate", { rate: cpuThrottle });
}

export const test = base.extend({
  page: async ({ page }, provide) => {
    await throttle(page);
    const goto = page.goto.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitForApp(page);
      return response;
    };
    await provide(page);
  },
});

/**
 * Holds the app's entry script until `release` is called, to see what a visitor sees
 * before any of the app has run (prerendered HTML only).
 */
export async function holdApp(page: Page): Promise<{ release: () => void }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/index-*.js", async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}

/** Runs the test at a phone's width and touch too: `test(title, onPhoneToo, body)`. */
export const onPhoneToo = { tag: phoneTag };

/** Runs the test in the desktop project only: `test(title, desktopOnly, body)`. */
export const desktopOnly = { tag: desktopOnlyTag };

/**
 * For a test whose subject looks and works the same on every screen (a redirect, a file
 * in the build, a header it sends): run it in the desktop project only, not once more at
 * phone size for nothing. Pass as the test's details: `test(title, sameOnEveryScreen, body)`.
 */
export const sameOnEveryScreen = desktopOnly;

/**
 * Opens `url` with the page's clock stopped: no timer the page sets comes due unless the
 * test moves time on. Playwright's installed clock otherwise runs with real time, so a
 * timer "held" by `clock.install()` alone still fires, sooner or later depending on load.
 * Until the app runs, time moves on one frame (16 ms) per step, which starting needs:
 * React holds a Suspense reveal back 300 ms. In all, well under a second of page time.
 */
export async function gotoWithTimeStopped(page: Page, url: string): Promise<void> {
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 1_000);
  const goto = (Object.getPrototypeOf(page) as Page).goto;
  await goto.call(page, url, { waitUntil: "domcontentloaded" });
  const frame = 16;
  const running = page.locator(`html[${appAttribute}=${appRunning}]`);
  const alive = page.locator(pageAlive);
  let woken = false;
  await expect
    .poll(async () => {
      await page.clock.runFor(frame);
      if (!woken && (await alive.count()) > 0) {
        await page.evaluate((event) => document.dispatchEvent(new Event(event)), wakeAppEvent);
        woken = true;
      }
      return running.count();
    }, { intervals: [20, 50, 100], timeout: 25_000 })
    .toBe(1);
}

/**
 * Runs `action` on a page whose clock `gotoWithTimeStopped` stopped, moving page time on
 * 1 ms at a time until it is done: for a tool that waits on the page's own timers (axe
 * yields with setTimeout) while the page's longer timers (the auth landing's 800 ms)
 * must still not come due.
 */
export async function whileTimeCreeps<T>(page: Page, action: () => Promise<T>): Promise<T> {
  let done = false;
  const result = action().finally(() => {
    done = true;
  });
  while (!done) await page.clock.runFor(1);
  return result;
}
