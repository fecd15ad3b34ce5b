/**
 * Static sections stay the HTML the browser parsed and ship no code; interactive ones
 * hydrate as islands; a page reached inside the app draws its static sections from the
 * build's file, with links and pictures that work.
 */
import { blockMetas } from "../../src/blocks/metas.ts";
import type { BlockType } from "../../src/blocks/schemas.ts";
import { appAttribute, pageScriptAttribute } from "../../src/boot/contract.ts";
import { expect, gotoBeforeRunning, test, type Page, onPhoneToo } from "./fixtures.ts";

const staticComponents = (Object.keys(blockMetas) as BlockType[]).filter((type) => blockMetas[type].hydration === "static").map((type) => blockMetas[type].component.split("/")[0]!);

for (const [name, url] of [
  ["home", "./"],
  ["the Arabic home", "./ar/"],
  ["a news entry", "./news/dubai-airshow-2025/"],
] as const) {
  test(`${name}: each static section is the same DOM before and after the page runs, and no static block's code is fetched`, async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname.split("/").pop()!);
    });
    // Before any of the site's scripts run: the static sections' nodes as parsed, the very objects.
    await page.addInitScript(() =>
      document.addEventListener("DOMContentLoaded", () => {
        (window as unknown as { parsed: Element[] }).parsed = [...document.querySelectorAll("[data-static-section] *")];
      }),
    );
    await page.goto(url);
    const kept = await page.evaluate(() => {
      const parsed = (window as unknown as { parsed: Element[] }).parsed;
      // Pictures are the only nodes that may change (static-media.ts): a lazy one's <noscript> gives way to it as it nears
      // the viewport, and one whose host fails (every remote host does here) gives way to its fallback.
      const picture = "picture, picture *, img, noscript[data-lazy-picture], noscript[data-picture-fallback], [data-picture-fallback-shown], [data-picture-fallback-shown] *";
      const gone = parsed.filter((node) => !node.isConnected && !node.matches(picture));
      const added = [...document.querySelectorAll("[data-static-section] *")].filter((node) => !parsed.includes(node) && !node.matches(picture));
      return { parsed: parsed.length, gone: gone.map((node) => node.outerHTML.slice(0, 80)), added: added.map((node) => node.outerHTML.slice(0, 80)) };
    });
    expect(kept.parsed).toBeGreaterThan(0);
    expect(kept.gone, "nodes of a static section were replaced").toEqual([]);
    expect(kept.added, "nodes were drawn into a static section").toEqual([]);
    const fetched = scripts.filter((file) => staticComponents.some((component) => file.startsWith(`${component}-`)));
    expect(fetched, "static blocks' chunks were fetched").toEqual([]);
  });
}

test("a link in a static section moves inside the app, and the page it opens shows its static sections and pictures", async ({ page }) => {
  await page.goto("./");
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  const link = page.locator("[data-static-section] a[href='contact/']").first();
  await link.click();
  await expect(page).toHaveURL(/#\/contact$/);
  await expect(page.locator("main h1")).toBeVisible();
  expect(documents).toEqual([]);
  // Contact's map is a static media block: drawn from the build's file, its picture falls back to its description where the host fails.
  const media = page.locator('[data-static-section] [data-block="media"]');
  await media.scrollIntoViewIfNeeded();
  await expect(media.locator("img, [data-media-fallback]").first()).toBeVisible();
  // Styled as its own document is: every static section the same height (its CSS came with its file).
  const heights = () => page.locator("main [data-static-section] > *").evaluateAll((sections) => sections.map((section) => Math.round(section.getBoundingClientRect().height)));
  const reached = await heights();
  await page.goto("./contact/");
  expect(await heights()).toEqual(reached);
});

test("no React until an island is wanted: the page lives on its own script, then the visitor's first act on the header starts the app and its menu answers", onPhoneToo, async ({ page, isMobile }) => {
  // No idle period comes, so only the visitor wakes the header (island-gates.ts).
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  const appRequests: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/index-[^/]*\.js$/.test(request.url())) appRequests.push(request.url());
  });
  const hydrated = (selector: string) => page.locator(selector).first().evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber")));
  // Playwright's own goto: the fixture's would start the app.
  await (Object.getPrototypeOf(page) as Page).goto.call(page, "./");
  await page.locator(`html[${pageScriptAttribute}]`).waitFor({ state: "attached" });
  // The page is alive without the app: the header measures its navigation, the figures wait to be seen.
  await expect(page.locator("[data-island=header] header")).toHaveAttribute("data-nav", /full|compact/);
  await page.waitForTimeout(500);
  expect(appRequests).toEqual([]);
  expect(await page.locator("html").getAttribute(appAttribute)).toBeNull();
  if (isMobile) {
    // The tap comes before any of the app: it is held, the app starts, and the tap is given again.
    await page.locator("header button[aria-controls='mobile-menu']").tap();
    await expect(page.locator("#mobile-menu")).toHaveAttribute("data-open", "true");
  } else {
    await page.locator("header nav a").first().focus();
    await expect.poll(() => hydrated("header")).toBe(true);
  }
  expect(appRequests).toHaveLength(1);
  await page.locator(`html[${appAttribute}]`).waitFor({ state: "attached" });
  // The hero, kept in place, stays the HTML the page script brought to life.
  expect(await hydrated("main [data-island] h1")).toBe(false);
});

test("a page whose data (its static sections with it) can't be fetched says so once, and loads on retry", async ({ page }) => {
  await page.goto("./");
  let asked = 0;
  await page.route("**/contact/page.json", (route) => {
    asked++;
    return route.abort();
  });
  await page.locator("[data-static-section] a[href='contact/']").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page couldn't load");
  await page.waitForTimeout(500);
  // One failed fetch, not a retry loop.
  expect(asked).toBe(1);
  await page.unroute("**/contact/page.json");
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.locator("main h1")).toBeVisible();
  await expect(page.locator("main [data-static-section]").first()).toBeVisible();
});

test("a click on an island not yet hydrated is held and given again once it is: the question opens", async ({ page }) => {
  // No idle period comes: the answer's island wakes only when the visitor reaches it.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await gotoBeforeRunning(page, "./contact/");
  const question = page.locator('[data-block="faq"] button[aria-expanded]').first();
  // A click with no pointer or focus before it, as a screen reader's default action gives.
  await question.evaluate((button) => (button as HTMLButtonElement).click());
  await expect(question).toHaveAttribute("aria-expanded", "true");
});

for (const { language, url, tryAgain, message } of [
  { language: "English", url: "./contact/", tryAgain: "Try again", message: "Check your connection and try again." },
  { language: "Arabic", url: "./ar/contact/", tryAgain: "إعادة المحاولة", message: "تحقّق من اتصالك بالإنترنت ثم حاول مرة أخرى." },
] as const) {
  test(`${language}: an island whose code fails to arrive offers Try again in its place, and works once its code does`, async ({ page }) => {
    // The questions' chunk fails (the connection drops, or a deploy removed it) until the route is lifted.
    let failed = 0;
    await page.route("**/assets/Faq-*.js", (route) => (failed++, route.abort()));
    // No idle period comes: the questions' island wakes only when the visitor reaches it.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    await gotoBeforeRunning(page, url);
    const faq = page.locator('[data-block="faq"]');
    await faq.scrollIntoViewIfNeeded();
    const retry = page.getByRole("button", { name: tryAgain });
    await expect(retry).toBeVisible();
    await expect(page.getByRole("alert").filter({ has: retry })).toContainText(message);
    await expect(retry).toHaveCSS("direction", language === "Arabic" ? "rtl" : "ltr");
    // The rest of the page goes on: the hero is still there.
    await expect(page.locator("main h1")).toBeVisible();
    expect(failed).toBeGreaterThan(0);

    await page.unroute("**/assets/Faq-*.js");
    await retry.focus();
    expect(await retry.evaluate((button) => button.matches(":focus-visible"))).toBe(true);
    await page.keyboard.press("Enter");
    const question = faq.locator("button[aria-expanded]").first();
    await question.click();
    await expect(question).toHaveAttribute("aria-expanded", "true");
    await expect(retry).toHaveCount(0);
  });
}

/**
 * A real WebM, recorded in the browser from a canvas: the stock video host is out of reach
 * here, and a background video the test cannot play proves nothing about its button.
 */
async function recordedVideo(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = Object.assign(document.createElement("canvas"), { width: 64, height: 36 });
    const context = canvas.getContext("2d")!;
    const recorder = new MediaRecorder(canvas.captureStream(10), { mimeType: "video/webm" });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    for (let frame = 0; frame < 15; frame++) {
      context.fillStyle = `hsl(${frame * 24} 60% 40%)`;
      context.fillRect(0, 0, 64, 36);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let binary = "";
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, "base64");
}

for (const { language, url, pause, play } of [
  { language: "English", url: "./", pause: "Pause background video", play: "Play background video" },
  { language: "Arabic", url: "./ar/", pause: "إيقاف فيديو الخلفية مؤقتًا", play: "تشغيل فيديو الخلفية" },
] as const) {
  test(`${language}: the hero's video plays, stops on its button and plays again`, async ({ page }) => {
    const video = await recordedVideo(page);
    await page.route("https://videos.pexels.com/**", (route) => route.fulfill({ body: video, contentType: "video/webm" }));
    await page.goto(url);
    const hero = page.locator('[data-block="hero"]');
    const element = hero.locator("video");
    const playing = () => element.evaluate((video: HTMLVideoElement) => !video.paused && video.currentTime > 0);
    await expect.poll(playing, { timeout: 10_000 }).toBe(true);
    await hero.getByRole("button", { name: pause }).click();
    await expect.poll(() => element.evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
    const stoppedAt = await element.evaluate((video: HTMLVideoElement) => video.currentTime);
    await page.waitForTimeout(300);
    expect(await element.evaluate((video: HTMLVideoElement) => video.currentTime)).toBe(stoppedAt);
    await hero.getByRole("button", { name: play }).click();
    await expect.poll(() => element.evaluate((video: HTMLVideoElement, at) => !video.paused && video.currentTime !== at, stoppedAt)).toBe(true);
  });
}
