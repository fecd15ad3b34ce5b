/**
 * Firefox, driven by puppeteer-core over WebDriver BiDi (no geckodriver): Debian's
 * firefox-esr, headless. The watch goes in as a preload script, so it sees the page from
 * its first script on.
 */
import puppeteer, { type Browser } from "puppeteer-core";
import { readUntil, type EngineSession } from "./session.ts";
import { browserCall, readWatch, watchKey, watchPage, type WatchNames } from "./page-watch.ts";

export const firefoxPath = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

export async function openFirefox(names: WatchNames): Promise<EngineSession> {
  const browser: Browser = await puppeteer.launch({ browser: "firefox", executablePath: firefoxPath, headless: true });
  const version = await browser.version();
  return {
    name: "Firefox",
    version,
    async visit(url, isDone, times) {
      const page = await browser.newPage();
      try {
        // A function body, as WebDriver's execute script takes it, made into an expression.
        await page.evaluateOnNewDocument(`(() => { ${browserCall(watchPage, names, watchKey)} })()`);
        await page.goto(url, { waitUntil: "domcontentloaded" });
        const read = () => page.evaluate(`(() => { ${browserCall(readWatch, names, watchKey)} })()`) as ReturnType<EngineSession["visit"]>;
        return await readUntil(read, isDone, times);
      } finally {
        await page.close();
      }
    },
    close: () => browser.close(),
  };
}
