/**
 * WebKitGTK, driven through Debian's WebKitWebDriver (W3C WebDriver, no BiDi in 2.50) with
 * selenium-webdriver as the client. Its browser, MiniBrowser, is a GTK window and needs a
 * display even with `--headless` in its options (it stops at "cannot open display"), so
 * without DISPLAY the driver is started under `xvfb-run`. With no preload scripts, the watch
 * goes in once the document has loaded (pageLoadStrategy "normal"; with "eager" the first
 * script sent during the load waits 20 s or more in 2.50). The app starts only after the
 * first paint, so the watch is normally in place first; the report says when it was not.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { Capabilities, WebDriver } from "selenium-webdriver";
import { Executor, HttpClient } from "selenium-webdriver/http";
import { readUntil, type EngineSession } from "./session.ts";
import { browserCall, readWatch, watchKey, watchPage, type WatchNames, type WatchReport } from "./page-watch.ts";

export const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH ?? "/usr/bin/WebKitWebDriver";

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts the driver in a process group of its own, so closing takes Xvfb along. */
function startDriver(port: number): ChildProcess {
  const driver = [webkitDriverPath, `--port=${port}`, "--host=127.0.0.1"];
  const [command, ...args] = process.env.DISPLAY ? driver : ["xvfb-run", "-a", ...driver];
  return spawn(command!, args, { detached: true, stdio: "ignore" });
}

async function untilListening(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(`${url}/status`)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`WebKitWebDriver did not answer at ${url} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function openWebKit(names: WatchNames): Promise<EngineSession> {
  const port = await freePort();
  const driverProcess = startDriver(port);
  const stopDriver = () => {
    if (driverProcess.pid) {
      try {
        process.kill(-driverProcess.pid, "SIGTERM");
      } catch {
        // Already gone.
      }
    }
  };
  let driver: WebDriver;
  try {
    const url = `http://127.0.0.1:${port}`;
    await untilListening(url, 15_000);
    const capabilities = new Capabilities({ pageLoadStrategy: "normal", "webkitgtk:browserOptions": { args: ["--automation"] } });
    // A session on the driver started here: selenium's Builder would look for a browser it knows by name.
    driver = WebDriver.createSession(new Executor(new HttpClient(url)), capabilities);
  } catch (error) {
    stopDriver();
    throw error;
  }
  const version = String((await driver.getCapabilities()).get("browserVersion") ?? "");
  return {
    name: "WebKitGTK",
    version,
    async visit(url, isDone, times) {
      // A hash address after another of the same document would be a hash change, not an opening.
      await driver.get("about:blank");
      await driver.get(url);
      await driver.executeScript(browserCall(watchPage, names, watchKey));
      const read = async () => (await driver.executeScript(browserCall(readWatch, names, watchKey))) as WatchReport;
      return readUntil(read, isDone, times);
    },
    async close() {
      await driver.quit().catch(() => undefined);
      stopDriver();
    },
  };
}
