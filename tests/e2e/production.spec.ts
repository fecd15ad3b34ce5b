import { readdirSync, readFileSync } from "node:fs";
import { compileBootScripts } from "../../scripts/prerender/boot-scripts.ts";
import { sha256Source } from "../../scripts/prerender/csp.ts";
import { appAttribute, appRunning, pageScriptAttribute, routePendingClass, wakeAppEvent } from "../../src/boot/contract.ts";
import { expect, holdApp, sameOnEveryScreen, test, waitForApp, type Page, onPhoneToo } from "./fixtures.ts";
import { pageFiles, urlOf } from "./routes.ts";
import { headersForPath, parseHeadersFile } from "../fixtures/headers-file.ts";
import { faceOf, fontFileArrived, interCoreFile } from "./fonts.ts";
import { watchCsp } from "./csp-violations.ts";
import { inlineCodeOf, policyHashes } from "../fixtures/inline-code.ts";

test.describe("production build", () => {
  test("the home page paints its header, hero heading and text without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("./");
    await expect(page.getByRole("banner").getByRole("link", { name: "Verdavia Sustainable Aviation Fuel, home" })).toBeVisible();
    await expect(page.locator("h1")).toHaveText("Fueling a Greener Tomorrow");
    await expect(page.getByText("Sustainable Aviation Fuel for a Low-Carbon Future")).toBeVisible();
    // Reveal effects must not hide prerendered sections from visitors or crawlers without JS.
    await expect(page.getByRole("heading", { name: "Our Approach" })).toBeVisible();
    await expect(page.locator("footer")).toContainText("UK & Dubai Headquarters");
    await context.close();
  });

  test("hydrates the prerendered home page without re-rendering it or warning", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (/hydrat|did not match/i.test(message.text())) warnings.push(message.text());
    });
    await page.goto("./");
    await page.locator("h1").evaluate((heading) => ((heading as HTMLElement & { marker?: boolean }).marker = true));
    // Interactivity proves hydration: the counters start when scrolled into view.
    await page.locator('[data-block="stats"]').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-block="stats"] [data-counter-value]').first()).toHaveText("80%", { timeout: 5000 });
    expect(await page.locator("h1").evaluate((heading) => (heading as HTMLElement & { marker?: boolean }).marker)).toBe(true);
    expect(warnings).toEqual([]);
  });

  test("other routes render their own page, never a flash of the home page", async ({ page }) => {
    await page.goto("./#/technology");
    await expect(page.locator("h1")).toHaveText("SAF Technology");
    await expect(page.getByText("Fueling a Greener Tomorrow")).toHaveCount(0);
    expect(await page.evaluate((pending) => document.documentElement.classList.contains(pending), routePendingClass)).toBe(false);
  });

  test("the home page does not shift when its font arrives late or its script takes over", onPhoneToo, async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    // A slow connection: the first paint uses the metric-matched fallback; Inter arrives later, and is kept for the next page.
    await page.route("**/*.woff2", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    await page.route("https://videos.pexels.com/**", () => undefined);
    await page.goto("./");
    await expect.poll(() => fontFileArrived(page, interCoreFile)).toBe(true);
    await page.waitForTimeout(500);
    const total = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0));
    expect(total).toBe(0);
    expect(await faceOf(page)).not.toMatch(/web font/);
  });

  test("the dev-only block gallery is not in the production build", sameOnEveryScreen, async ({ page }) => {
    await page.goto("./#/__blocks");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
    const scripts = readdirSync("dist/assets").filter((file) => file.endsWith(".js"));
    for (const file of scripts) expect(readFileSync(`dist/assets/${file}`, "utf8"), file).not.toContain("Block gallery");
  });

  test("ships sharing tags, a favicon, a manifest, robots.txt, an inlined poster and fetches Inter once it runs", sameOnEveryScreen, async ({ page, request }) => {
    await page.goto("./");
    const head = page.locator("head");
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute("content", /Verdavia/);
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute("content", "https://www.verdavia.com/cards/site.png");
    await expect(head.locator('meta[name="twitter:image"]')).toHaveAttribute("content", "https://www.verdavia.com/cards/site.png");
    await expect(head.locator('meta[property="og:image:width"]')).toHaveAttribute("content", "1200");
    await expect(head.locator('meta[property="og:image:height"]')).toHaveAttribute("content", "630");
    await expect(head.locator('meta[property="og:image:alt"]')).toHaveAttribute("content", /^Verdavia: .+/);
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    // The poster is a 1.4 KB file: it travels inside the page, so there is no request to preload.
    await expect(head.locator('link[rel="preload"][as="image"]')).toHaveCount(0);
    // Fetched by the hydration loader after the first paint, not by the document; swapped in with the next page.
    const document = readFileSync("dist/index.html", "utf8");
    expect(document).not.toMatch(/rel="preload" as="font"/);
    // Inter's core face, in the style tag that stays off on a first visit.
    expect(document.match(/@font-face\s*\{[^}]*Inter Variable/g)).toHaveLength(1);
    expect(document).toMatch(/<style media="not all" data-faces-if-cached>@font-face\{font-display:optional;[^<]*Inter Variable/);
    await expect(head.locator('link[rel="preload"][as="font"]')).toHaveAttribute("href", interCoreFile);
    await expect(head.locator('link[rel="stylesheet"]')).toHaveCount(0);
    await expect(head.locator('link[rel="manifest"]')).toHaveAttribute("href", "./site.webmanifest");
    for (const path of ["favicon.svg", "site.webmanifest", "robots.txt", "sitemap.xml", "media/hero-poster.svg", "cards/site.png"]) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
    expect(await (await request.get("robots.txt")).text()).toContain("Sitemap: https://www.verdavia.com/sitemap.xml");
  });

  test("the hero poster is painted first and the video is attached only after load", async ({ page }) => {
    expect(readFileSync("dist/index.html", "utf8")).not.toContain("<video");
    // Remote hosts are unreachable here; hold the video request open so it neither plays nor fails.
    await page.route("https://videos.pexels.com/**", () => undefined);
    await page.goto("./");
    const hero = page.locator('[data-block="hero"]');
    await expect(hero.locator("img")).toHaveAttribute("src", /^data:image\/svg\+xml,/);
    expect(await hero.locator("img").evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await expect(hero.locator("video")).toHaveCount(1, { timeout: 5000 });
    await expect(hero.getByRole("button", { name: "Pause background video" })).toBeVisible();
  });

  test("before the first paint, home asks for nothing but its document; then Inter is fetched, and the next page is set in it", async ({ page }) => {
    await page.route("https://videos.pexels.com/**", () => undefined);
    // Every request as it starts, finished or not (resource timing lists finished ones only).
    const started: { url: string; at: number }[] = [];
    page.on("request", (request) => started.push({ url: request.url(), at: Date.now() }));
    await page.goto("./");
    await waitForApp(page);
    const paintedAt = await page.evaluate(() => performance.timeOrigin + performance.getEntriesByName("first-contentful-paint")[0]!.startTime);
    const early = started
      .filter((request) => request.at < paintedAt && request.url !== page.url())
      .map((request) => (request.url.startsWith("data:") ? "data:" : new URL(request.url).pathname));
    // Anything else (scripts, fonts, off-screen photos, the manifest) would share a phone's connection with it:
    // the first paint is set in the local fallback face, scaled to Inter's metrics.
    // The favicon is the browser's own request for its tab, 0.5 KB, and must stay in the markup for crawlers.
    expect(early.filter((path) => path !== "/favicon.svg" && path !== "data:")).toEqual([]);
    // Then Inter arrives, and is not swapped in under the reader's eyes: the next page is drawn in it.
    await expect.poll(() => fontFileArrived(page, interCoreFile)).toBe(true);
    expect(await faceOf(page)).not.toMatch(/web font/);
    await page.locator("footer").getByRole("link", { name: "About Us" }).click();
    await expect(page.locator("h1")).toContainText("Verdavia");
    await expect.poll(() => faceOf(page)).toBe("Inter (web font)");
  });

  test("at a route's hash address, the app and fonts are not asked for until the route's page is in place", sameOnEveryScreen, async ({ page }) => {
    const asked: string[] = [];
    page.on("request", (request) => asked.push(new URL(request.url()).pathname));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/technology/shell.json", async (route) => {
      await held;
      await route.continue();
    });
    // Page time stands still, so the loader's patience with a slow file (3 s) never runs out here.
    const now = Date.now();
    await page.clock.install({ time: now });
    await page.clock.pauseAt(now + 1_000);
    const goto = (Object.getPrototypeOf(page) as Page).goto;
    await goto.call(page, "./#/technology", { waitUntil: "load" });
    // The header has painted, and a few frames more; the route's page is on its way. Paint timing
    // is read from a world of the test's own: the stopped clock stands in for the page's `performance`.
    const browser = await page.context().newCDPSession(page);
    const { frameTree } = await browser.send("Page.getFrameTree");
    const { executionContextId } = await browser.send("Page.createIsolatedWorld", { frameId: frameTree.frame.id, worldName: "paint timing" });
    const painted = async () =>
      (await browser.send("Runtime.evaluate", { expression: 'performance.getEntriesByName("first-contentful-paint").length', contextId: executionContextId, returnByValue: true })).result.value as number;
    await expect.poll(painted).toBe(1);
    for (let frame = 0; frame < 10; frame++) await page.clock.runFor(16);
    const lateKinds = (paths: string[]) => paths.filter((path) => /\/assets\/.+\.(js|css|woff2)$/.test(path));
    expect(lateKinds(asked), "asked for while the page was on its way").toEqual([]);
    release();
    // The route's page in place, the page's own script runs and fetches the font; the app is not needed yet.
    await expect
      .poll(async () => {
        await page.clock.runFor(16);
        return page.locator(`html[${pageScriptAttribute}]`).count();
      }, { intervals: [20, 50, 100], timeout: 25_000 })
      .toBe(1);
    await expect(page.locator("h1")).toHaveText("SAF Technology");
    expect(lateKinds(asked)).toEqual(expect.arrayContaining([expect.stringMatching(interCoreFile)]));
    expect(lateKinds(asked).filter((path) => /\/assets\/index-/.test(path))).toEqual([]);
    // A visitor's act on an island starts it.
    await page.evaluate((event) => document.dispatchEvent(new Event(event)), wakeAppEvent);
    await expect
      .poll(async () => {
        await page.clock.runFor(16);
        return page.locator(`html[${appAttribute}=${appRunning}]`).count();
      }, { intervals: [20, 50, 100], timeout: 25_000 })
      .toBe(1);
    expect(lateKinds(asked)).toEqual(expect.arrayContaining([expect.stringMatching(/\/assets\/index-[\w-]+\.js$/)]));
  });

  test("another route paints from its prerendered file before the app runs, and the app adopts that HTML", async ({ browser, baseURL }) => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || /hydrat|did not match/i.test(message.text())) problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    await page.route("https://**", (route) => route.abort());
    const app = await holdApp(page);
    await page.goto(`${baseURL}#/technology`, { waitUntil: "domcontentloaded" });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("SAF Technology");
    await expect(page.getByRole("table")).toContainText("Freezing point");
    // The header comes with the route: its link is marked current (in the bar, and in the phone menu).
    await expect(page.locator('header a[aria-current="page"]').first()).toHaveText("SAF Technology");
    expect(await page.locator("html").getAttribute(appAttribute)).toBeNull();
    await page.locator("h1").evaluate((heading) => ((heading as HTMLElement & { marker?: boolean }).marker = true));

    app.release();
    await waitForApp(page);
    await page.waitForTimeout(1000);
    // The same element: React adopted the prerendered page instead of drawing it again.
    expect(await page.locator("h1").evaluate((heading) => (heading as HTMLElement & { marker?: boolean }).marker)).toBe(true);
    expect(problems.filter((text) => !/ERR_FAILED|Failed to load resource/.test(text))).toEqual([]);
    await page.close();
  });

  test("the video is skipped for visitors who save data", sameOnEveryScreen, async ({ browser }) => {
    const context = await browser.newContext();
    await context.addInitScript(() => Object.defineProperty(navigator, "connection", { value: { saveData: true } }));
    const page = await context.newPage();
    await page.goto("./");
    await page.waitForTimeout(1500);
    await expect(page.locator('[data-block="hero"] video')).toHaveCount(0);
    await expect(page.locator('[data-block="hero"] img')).toBeVisible();
    await context.close();
  });

  test("when the video can't load, the poster stays and nothing breaks", sameOnEveryScreen, async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.route("https://videos.pexels.com/**", (route) => route.abort());
    // The video is asked for once the page is idle after its first paint; it fails, and goes.
    const videoFailed = page.waitForEvent("requestfailed", (request) => request.url().startsWith("https://videos.pexels.com/"));
    await page.goto("./");
    await videoFailed;
    await expect(page.locator('[data-block="hero"] video')).toHaveCount(0);
    await expect(page.locator('[data-block="hero"] img')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("no route violates the Content Security Policy", sameOnEveryScreen, async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto("./");
    for (const pageFile of pageFiles) {
      await page.goto(urlOf(pageFile));
      await expect(page.locator("h1")).toHaveCount(1);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      // The blocks further down load their code and render their media once scrolled to.
      await expect(page.locator("[data-block-loading]")).toHaveCount(0);
    }
    expect(violations).toEqual([]);
  });

  test("every inline script is a compiled boot module, each document's CSP lists the hashes of exactly its own, and _headers those of the boot scripts, for every document alike", sameOnEveryScreen, async () => {
    const boot = await compileBootScripts();
    const headers = parseHeadersFile(readFileSync("dist/_headers", "utf8"));
    const expected = { "/": [boot.routeShell, boot.facesIfCached, boot.hydrationLoader], "/404.html": [boot.pathRedirect], "/about/": [boot.pathDocument, boot.facesIfCached, boot.hydrationLoader] };
    for (const [address, scripts] of Object.entries(expected)) {
      const html = readFileSync(`dist${address.endsWith("/") ? `${address}index.html` : address}`, "utf8");
      const inline = inlineCodeOf(html).scripts;
      expect(inline, address).toEqual(scripts);
      const own = inline.map(sha256Source).sort();
      const metaPolicy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)![1]!.replace(/&#39;/g, "'");
      expect(policyHashes(metaPolicy, "script-src"), address).toEqual(own);
      // One policy for every document, whatever the pages: the boot scripts' hashes; the <meta> narrows it to the document's own.
      expect(policyHashes(headersForPath(headers, address)["Content-Security-Policy"]!, "script-src"), `_headers for ${address}`).toEqual(Object.values(boot).map(sha256Source).sort());
    }
  });

  test("every share card in the build is a PNG of 1200×630 within 300 KB, one for the site and one a page", sameOnEveryScreen, () => {
    const cards = readdirSync("dist/cards");
    expect(cards).toEqual(expect.arrayContaining(["site.png", "home.png", "about.png", "technology.png"]));
    for (const name of cards) {
      const png = readFileSync(`dist/cards/${name}`);
      expect(png.subarray(1, 4).toString("ascii"), name).toBe("PNG");
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], name).toEqual([1200, 630]);
      expect(png.length, name).toBeLessThanOrEqual(300 * 1024);
    }
  });

  test("the _headers file carries the security headers and caching rules", sameOnEveryScreen, () => {
    const headers = readFileSync("dist/_headers", "utf8");
    expect(headers).toMatch(/Content-Security-Policy: .*frame-ancestors 'none'/);
    expect(headers).toContain("X-Content-Type-Options: nosniff");
    expect(headers).toContain("Referrer-Policy: strict-origin-when-cross-origin");
    expect(headers).toContain("Permissions-Policy:");
    expect(headers).toMatch(/\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/);
    // Within what Cloudflare Pages reads (100 rules, 2,000 characters a line), one rule per kind of document and folder, whatever the entries.
    const lines = headers.split("\n");
    expect(lines.filter((line) => /^\S/.test(line)).length).toBeLessThanOrEqual(40);
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(2000);
  });
});
