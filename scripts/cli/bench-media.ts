/**
 * What a visitor on a real network downloads on home: the stock hosts are answered by the
 * stand-in (pictures generated at the requested size, videos at a typical file size for
 * their width), so nothing fails as it does offline.
 *   npm run bench:media                          the current dist/
 *   npm run bench:media -- --dist <folder>       another build, e.g. an earlier commit's
 *   npm run bench:media -- --before <folder>     that build too, then both side by side
 * For a phone (390 px at 3×) and a desktop (1440 px at 1×): every byte in the first 10 s
 * after opening `/`, the video file chosen, and each picture's requested width against
 * the width it is shown at × the pixel ratio (after scrolling through the page).
 *
 * A video counts whole: the stand-in answers Chromium's `Range: bytes=0-` with the whole
 * file, as a host without ranges would, and a real clip this short arrives whole in the
 * window anyway, since Chromium reads at least 3 MB ahead of what it is playing.
 */
import { spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import { chromium, type Browser, type Page } from "playwright-core";
import { assertChromium, chromiumArgs, chromiumPath } from "../browser.ts";
import { startStandInMediaServer, type StandInMediaServer } from "../media-host/https-server.ts";

const { values: args } = parseArgs({
  options: { dist: { type: "string", default: "dist" }, before: { type: "string" }, seconds: { type: "string", default: "10" }, port: { type: "string", default: "4185" } },
});
const windowMs = Number(args.seconds) * 1000;
assertChromium();

const screens = [
  { name: "phone 390 px, 3×", target: 2 * 1024 * 1024, viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  { name: "desktop 1440 px, 1×", target: 6 * 1024 * 1024, viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
];

interface Landing {
  screen: string;
  total: number;
  video: string;
}

async function serve(dist: string, port: number): Promise<() => void> {
  const child = spawn("npx", ["vite", "preview", "--outDir", dist, "--host", "127.0.0.1", "--port", String(port), "--strictPort"], { detached: true, stdio: "ignore" });
  for (let attempt = 0; attempt < 240; attempt++) {
    if (await fetch(`http://127.0.0.1:${port}/`).then((response) => response.ok, () => false)) return () => process.kill(-child.pid!, "SIGKILL");
    await sleep(250);
  }
  process.kill(-child.pid!, "SIGKILL");
  throw new Error(`vite preview of ${dist} did not start`);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

async function transferredBytes(page: Page, origin: string, media: { url: string; bytes: number }[]): Promise<{ local: number; remote: number }> {
  let local = 0;
  const pending: Promise<void>[] = [];
  page.on("requestfinished", (request) => {
    if (!request.url().startsWith(origin)) return;
    pending.push(request.sizes().then((sizes) => void (local += sizes.responseBodySize + sizes.responseHeadersSize)));
  });
  await page.goto(`${origin}/`);
  await page.waitForTimeout(windowMs);
  await Promise.all(pending);
  return { local, remote: media.reduce((sum, request) => sum + request.bytes, 0) };
}

/** Opens home on each screen, prints what it downloaded, and returns the totals. */
async function measure(browser: Browser, mediaServer: StandInMediaServer, dist: string, port: number): Promise<Landing[]> {
  const stop = await serve(dist, port);
  const landings: Landing[] = [];
  try {
    console.log(`Home (/) from ${dist}/, stock hosts answered by the stand-in; first ${args.seconds} s without scrolling.\n`);
    for (const { name, target: _target, ...screen } of screens) {
      mediaServer.requests.length = 0;
      const context = await browser.newContext({ ...screen, ignoreHTTPSErrors: true });
      const page = await context.newPage();
      const bytes = await transferredBytes(page, `http://127.0.0.1:${port}`, mediaServer.requests);
      const landing = [...mediaServer.requests];
      const videos = landing.filter((request) => request.contentType.startsWith("video/"));
      const video = videos.length === 0 ? "none (poster only)" : videos.map((request) => `${request.url.split("/").pop()} (${request.width} px, ${kb(request.bytes)})`).join(", ");
      landings.push({ screen: name, total: bytes.local + bytes.remote, video: videos.length === 0 ? "none" : videos.map((request) => `${request.width} px, ${mb(request.bytes)}`).join(" + ") });
      console.log(`### ${name}`);
      console.log(`- Total in the first ${args.seconds} s: ${kb(bytes.local + bytes.remote)} (site ${kb(bytes.local)}, stock hosts ${kb(bytes.remote)})`);
      console.log(`- Video: ${video}`);
      for (const request of videos) console.log(`  asked with ${request.range ? `Range: ${request.range}` : "no Range"}, answered whole`);
      // Then the whole page, to see every picture at its slot.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 80));
        }
      });
      await page.waitForTimeout(1500);
      const shown = await page.evaluate(() => [...document.images].map((image) => ({ url: image.currentSrc, width: image.getBoundingClientRect().width })));
      console.log("\n| Picture | Requested px | Shown px × DPR | Ratio | Bytes |\n| --- | ---: | ---: | ---: | ---: |");
      for (const request of mediaServer.requests.filter((candidate) => candidate.contentType.startsWith("image/"))) {
        const slot = shown.find((image) => image.url === request.url);
        const physical = slot ? slot.width * screen.deviceScaleFactor : Number.NaN;
        const picture = new URL(request.url).pathname.split("/").pop();
        console.log(`| ${picture} | ${request.width ?? "original"} | ${Math.round(physical)} | ${(Number(request.width ?? 3000) / physical).toFixed(2)} | ${kb(request.bytes)} |`);
      }
      console.log("");
      await context.close();
    }
  } finally {
    stop();
  }
  return landings;
}

const port = Number(args.port);
const mediaServer = await startStandInMediaServer();
const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs, ...mediaServer.chromiumFlags] });
try {
  const before = args.before === undefined ? undefined : await measure(browser, mediaServer, args.before, port);
  const after = await measure(browser, mediaServer, args.dist, port);
  console.log(`## First ${args.seconds} s on home${before ? `: ${args.before}/ before, ${args.dist}/ after` : ""}\n`);
  if (before) {
    console.log("| Screen | Target | Before | After | Video before | Video after |\n| --- | ---: | ---: | ---: | --- | --- |");
    after.forEach((landing, index) => {
      const was = before[index]!;
      console.log(`| ${landing.screen} | ≤ ${mb(screens[index]!.target)} | ${mb(was.total)} | ${mb(landing.total)} ${landing.total <= screens[index]!.target ? "(met)" : "(over)"} | ${was.video} | ${landing.video} |`);
    });
  } else {
    console.log("| Screen | Target | Total | Video |\n| --- | ---: | ---: | --- |");
    after.forEach((landing, index) => {
      console.log(`| ${landing.screen} | ≤ ${mb(screens[index]!.target)} | ${mb(landing.total)} ${landing.total <= screens[index]!.target ? "(met)" : "(over)"} | ${landing.video} |`);
    });
  }
} finally {
  await browser.close();
  await mediaServer.close();
}
