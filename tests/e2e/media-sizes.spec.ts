import { expect, test, waitForApp } from "./fixtures.ts";
import { standInMediaHosts } from "./media-host.ts";
import { pageFiles, urlOf } from "./routes.ts";

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "these tests set their own screen");
});

// The home video's file for the width it is shown at, not for the device's pixels.
const screens = [
  { name: "phone 390 px at 3×", viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, videoWidth: 640 },
  { name: "desktop 1440 px at 1×", viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false, videoWidth: 1280 },
];

for (const { name, videoWidth, ...screen } of screens) {
  test.describe(name, () => {
    test.use(screen);

    for (const page of pageFiles.filter((candidate) => candidate.route !== "/auth")) {
      test(`${page.route === "*" ? "not found" : page.route}: each picture is downloaded at most twice the size it is shown, and nothing shifts as pictures arrive`, async ({ page: tab }) => {
        const requests = await standInMediaHosts(tab);
        // Layout shifts that move a picture or are caused by one arriving.
        await tab.addInitScript(() => {
          const shifts: string[] = [];
          (window as unknown as { pictureShifts: string[] }).pictureShifts = shifts;
          type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] };
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Shift[]) {
              if (entry.hadRecentInput) continue;
              const moved = entry.sources.map((source) => source.node).filter((node): node is Element => node instanceof Element);
              const pictures = moved.filter((node) => node.matches("img, picture") || node.querySelector("img"));
              if (pictures.length > 0) shifts.push(`${entry.value.toFixed(5)}: ${pictures.map((node) => node.outerHTML.slice(0, 80)).join(" | ")}`);
            }
          }).observe({ type: "layout-shift", buffered: true });
        });
        await tab.goto(urlOf(page));
        // Scroll only once the app owns the page: pictures it renders afresh after the
        // scroll has passed them would wait, lazily, for a visitor to come back.
        await waitForApp(tab);
        await tab.evaluate(async () => {
          for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        });
        // As a visitor would, go back to any picture still loading rather than wait for it off screen.
        await tab.waitForFunction(
          () => {
            const loading = [...document.images].filter((image) => !image.complete);
            loading[0]?.scrollIntoView({ block: "center" });
            return loading.length === 0;
          },
          undefined,
          { polling: 250 },
        );

        const shown = await tab.evaluate(() =>
          [...document.images].map((image) => ({ url: image.currentSrc, width: image.getBoundingClientRect().width, natural: image.naturalWidth })),
        );
        const ratio = screen.deviceScaleFactor;
        // A page whose content names stock photos must have asked for them: the check had something to check.
        if (JSON.stringify(page).includes("https://images.")) expect(requests.filter((request) => request.kind === "image").length, "no picture was requested from the stock hosts").toBeGreaterThan(0);
        for (const request of requests.filter((candidate) => candidate.kind === "image")) {
          const users = shown.filter((image) => image.url === request.url);
          expect(users.length, `${request.url} was requested but no image shows it`).toBeGreaterThan(0);
          const widest = Math.max(...users.map((image) => image.width));
          expect(request.width, `${request.url} asks for no width`).toBeDefined();
          expect(request.width!, `${request.url} is shown ${Math.round(widest)} px wide at ${ratio}×`).toBeLessThanOrEqual(2 * widest * ratio);
        }
        for (const image of shown.filter((candidate) => candidate.url.startsWith("https://"))) {
          expect(image.natural, `${image.url} did not load`).toBeGreaterThan(0);
        }
        expect(await tab.evaluate(() => (window as unknown as { pictureShifts: string[] }).pictureShifts)).toEqual([]);

        if (page.route === "/") {
          await expect.poll(() => requests.filter((request) => request.kind === "video").length, { timeout: 10_000 }).toBeGreaterThan(0);
          expect(requests.filter((request) => request.kind === "video").map((video) => video.width)).toEqual([videoWidth]);
        } else {
          expect(requests.filter((request) => request.kind === "video")).toEqual([]);
        }
      });
    }

    test(`home: the video is asked for only once the page has loaded, painted and gone idle, at ${videoWidth} px`, async ({ page: tab }) => {
      const requests = await standInMediaHosts(tab);
      const videoAskedAt: number[] = [];
      tab.on("request", (request) => {
        if (new URL(request.url()).hostname.startsWith("videos.")) videoAskedAt.push(Date.now());
      });
      // A picture outside the app that the load event waits for, held until the test lets it go.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await tab.route("**/load-held.svg", async (route) => {
        await held;
        await route.fulfill({ contentType: "image/svg+xml", body: '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>' });
      });
      await tab.addInitScript(() =>
        document.addEventListener("DOMContentLoaded", () => {
          const image = Object.assign(document.createElement("img"), { src: "load-held.svg", alt: "", hidden: true });
          document.body.append(image);
        }),
      );
      await tab.goto("./", { waitUntil: "domcontentloaded" });
      // Idle twice over with the load event held: a video that waited for idleness alone would be asked for by now.
      await tab.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
      expect(await tab.evaluate(() => document.readyState)).not.toBe("complete");
      expect(videoAskedAt).toEqual([]);

      release();
      await expect.poll(() => videoAskedAt.length).toBeGreaterThan(0);
      const { loadedAt, paintedAt } = await tab.evaluate(() => {
        const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
        const firstPaint = performance.getEntriesByName("first-contentful-paint")[0]!;
        return { loadedAt: performance.timeOrigin + navigation.loadEventEnd, paintedAt: performance.timeOrigin + firstPaint.startTime };
      });
      expect(videoAskedAt[0]!).toBeGreaterThan(paintedAt);
      expect(videoAskedAt[0]!).toBeGreaterThanOrEqual(loadedAt);
      expect(requests.filter((request) => request.kind === "video").map((video) => video.width)).toEqual([videoWidth]);
    });
  });
}
