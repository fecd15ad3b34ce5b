import { existsSync } from "node:fs";

/** Debian's Chromium; override with CHROMIUM_PATH. Benches, Lighthouse and screenshots run in it. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The browser tests' Chromium: Debian's `chromium-headless-shell` when it is installed, else
 * `chromium`. It is the same Chromium release (same Blink, V8 and flags) built without the
 * desktop browser around the page, which Playwright itself runs headless tests in; the suite
 * takes about a third less CPU in it. CHROMIUM_PATH overrides both.
 */
const headlessShellPath = "/usr/bin/chromium-headless-shell";
export const testChromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(headlessShellPath) ? headlessShellPath : chromiumPath);

/** Flags for a headless Chromium on a machine with no outside network. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export function assertChromium(path = chromiumPath): void {
  if (existsSync(path)) return;
  console.error(
    `Chromium was not found at ${path}.\n` +
      "The browser tests drive a real Chromium. Install Debian's packages with:\n" +
      "  sudo apt-get install -y chromium chromium-headless-shell\n" +
      "or point CHROMIUM_PATH at another Chromium or Chrome binary.",
  );
  process.exit(1);
}
