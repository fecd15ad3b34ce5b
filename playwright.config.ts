import { defineConfig } from "@playwright/test";
import { chromiumArgs, testChromiumPath } from "./scripts/browser.ts";
import { desktopOnlyTag } from "./tests/e2e/tags.ts";

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
    // Tests tagged desktop-only (tests/e2e/tags.ts) are not run at the phone width.
    { name: "phone", use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, grepInvert: new RegExp(desktopOnlyTag) },
  ],
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/`,
    // Always the build under test, never whatever else is listening on the port.
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
