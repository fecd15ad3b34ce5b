import { existsSync } from "node:fs";

/** Debian's Chromium; override with CHROMIUM_PATH. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

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

export function assertChromium(): void {
  if (existsSync(chromiumPath)) return;
  console.error(
    `Chromium was not found at ${chromiumPath}.\n` +
      "The browser tests drive a real Chromium. Install Debian's package with:\n" +
      "  sudo apt-get install -y chromium\n" +
      "or point CHROMIUM_PATH at another Chromium or Chrome binary.",
  );
  process.exit(1);
}
