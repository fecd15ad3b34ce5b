import { defineConfig } from "@playwright/test";
import { chromiumArgs, testChromiumPath } from "./scripts/browser.ts";
import { phoneTag } from "./tests/e2e/tags.ts";

const port = Number(process.env.E2E_PORT ?? 4173);

/** Browser tests run in Debian's Chromium against the built site on 127.0.0.1. */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}/`,
    launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
    trace: "off",
  },
  projects: [
    { name: "desktop", use: { viewport: { width: 1440, height: 900 } } },
    // Only tests whose subject differs on a phone (tagged in tests/e2e/tags.ts) run again at its width and touch.
    { name: "phone", use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, grep: new RegExp(phoneTag) },
  ],
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/`,
    // Always the build under test, never whatever else is listening on the port.
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
