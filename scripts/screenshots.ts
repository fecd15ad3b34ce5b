/**
 * Screenshots every route at phone and desktop width into .tmp/screenshots/.
 *   npm run screenshots -- [base URL]   (default: the preview server, http://127.0.0.1:4173/)
 */
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";
import { assertChromium, chromiumArgs, chromiumPath } from "./browser.ts";

assertChromium();
const base = process.argv[2] ?? "http://127.0.0.1:4173/";
const routes = (process.env.ROUTES ?? "/,/about,/commitment,/technology,/partnerships,/contact,/auth,/no-such-page").split(",");
const widths = [1440, 390];
const outDir = ".tmp/screenshots";
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: width > 500 ? 900 : 844 } });
  for (const route of routes) {
    await page.goto(`${base}#${route}`);
    await page.waitForTimeout(400);
    // Scroll through once so reveal-on-scroll sections are shown, then back to the top.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(3000);
    const name = route === "/" ? "home" : route.slice(1).replace(/\//g, "-");
    await page.screenshot({ path: `${outDir}/${name}-${width}.png`, fullPage: true });
    console.log(`${outDir}/${name}-${width}.png`);
    if (process.env.PARTS) {
      // Tall phone pages shrink to nothing when viewed whole; these slices keep them readable.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const slice = width * 3;
      for (let top = 0, part = 1; top < height; top += slice, part++) {
        const path = `${outDir}/${name}-${width}-part${part}.png`;
        await page.screenshot({ path, fullPage: true, clip: { x: 0, y: top, width, height: Math.min(slice, height - top) } });
        console.log(path);
      }
    }
  }
  await page.close();
}
await browser.close();
