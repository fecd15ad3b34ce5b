import { runInNewContext } from "node:vm";
import { beforeAll, describe, expect, it } from "vitest";
import { modulesAttribute, routeFileFetchingAttribute, routeShellPatienceMs } from "../../../src/boot/contract.ts";
import { compileBootScripts } from "../../../scripts/prerender/boot-scripts.ts";

let text: string;
beforeAll(async () => {
  text = (await compileBootScripts()).hydrationLoader;
});

/**
 * Runs the compiled loader in a sandbox of its own: a stand-in document, address, timers
 * and paint timing. vm cannot run a dynamic import without a Node flag, so the one
 * `import(` is pointed at a recorder; everything else runs as compiled.
 */
/** What the browser has of paint timing: a PerformanceObserver and the entry types it lists, or less. */
type PaintTiming = "paint" | "other entry types" | "no entry type list" | "no observer";

function run(hash: string, timing: PaintTiming = "paint", { fetchingRouteFile = false } = {}) {
  const imported: string[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  const frames: (() => void)[] = [];
  let mutationCallback: (() => void) | undefined;
  let paintCallback: (() => void) | undefined;
  let loadCallback: (() => void) | undefined;
  class FakeObserver {
    constructor(callback: () => void) {
      paintCallback = callback;
    }
    observe() {}
  }
  if (timing === "paint") Object.assign(FakeObserver, { supportedEntryTypes: ["paint", "largest-contentful-paint"] });
  if (timing === "other entry types") Object.assign(FakeObserver, { supportedEntryTypes: ["mark", "measure"] });
  const data: Record<string, string> = {
    [modulesAttribute]: "./a.js ./b.js",
  };
  const linked: Record<string, string>[] = [];
  const pageAttributes = new Set(fetchingRouteFile ? [routeFileFetchingAttribute] : []);
  const document = {
    currentScript: { getAttribute: (name: string) => data[name] ?? null },
    documentElement: { hasAttribute: (name: string) => pageAttributes.has(name) },
    createElement: () => ({}),
    head: { appendChild: (element: Record<string, string>) => linked.push(element) },
  };
  class FakeMutationObserver {
    constructor(callback: () => void) {
      mutationCallback = callback;
    }
    observe() {}
    disconnect() {
      mutationCallback = undefined;
    }
  }
  expect(text.match(/\bimport\(/g)).toHaveLength(1);
  runInNewContext(text.replace(/\bimport\(/, "importEntry("), {
    window: { PerformanceObserver: timing === "no observer" ? undefined : FakeObserver },
    document,
    location: { hash },
    MutationObserver: FakeMutationObserver,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, ms = 0) => timers.push({ callback, ms }),
    clearTimeout: () => undefined,
    addEventListener: (_type: string, callback: () => void) => (loadCallback = callback),
    importEntry: (specifier: string) => imported.push(specifier),
  });
  /**
   * Draws frames and runs the timers they and the loader set, until only longer waits are
   * left: those of `routeShellPatienceMs` run too when `patienceOver`.
   */
  const flush = ({ patienceOver = false } = {}) => {
    for (;;) {
      const due = timers.filter((timer) => patienceOver || timer.ms < routeShellPatienceMs);
      if (frames.length === 0 && due.length === 0) return;
      frames.splice(0).forEach((callback) => callback());
      for (const timer of due) timers.splice(timers.indexOf(timer), 1);
      due.forEach((timer) => timer.callback());
    }
  };
  const routeFileSettled = () => {
    pageAttributes.delete(routeFileFetchingAttribute);
    mutationCallback?.();
  };
  return { imported, linked, flush, routeFileSettled, paint: () => paintCallback?.(), load: () => loadCallback?.() };
}

describe("the hydration loader (src/boot/hydration-loader.ts, compiled)", () => {
  it("on the home route waits for the first paint, then imports the page's own script once, and nothing else", () => {
    const page = run("");
    page.flush();
    expect(page.imported).toEqual([]);
    page.paint();
    page.paint();
    page.flush();
    // The page script (the first module) fetches the font and imports the app when the page needs it (page-runtime.ts).
    expect(page.imported).toEqual(["./a.js"]);
    expect(page.linked).toEqual([]);
  });

  it("on a route whose file the route shell is fetching, waits for that page to be in place and painted", () => {
    const page = run("#/technology", "paint", { fetchingRouteFile: true });
    page.paint();
    page.flush();
    // The header has painted; the page the visitor waits for has not: nothing shares its connection.
    expect(page.imported).toEqual([]);
    expect(page.linked).toEqual([]);
    page.routeFileSettled();
    page.flush();
    expect(page.imported).toEqual(["./a.js"]);
  });

  it("starts the app anyway when a route's file has not come after a while, which renders the route itself", () => {
    const page = run("#/technology", "paint", { fetchingRouteFile: true });
    page.paint();
    page.flush();
    expect(page.imported).toEqual([]);
    page.flush({ patienceOver: true });
    page.flush();
    expect(page.imported).toEqual(["./a.js"]);
    // The file arriving later starts nothing twice.
    page.routeFileSettled();
    page.flush({ patienceOver: true });
    expect(page.imported).toEqual(["./a.js"]);
  });

  it("without paint timing falls back to the load event", () => {
    for (const timing of ["other entry types", "no entry type list", "no observer"] as const) {
      const page = run("#/", timing);
      page.paint();
      page.flush();
      expect(page.imported, timing).toEqual([]);
      page.load();
      page.flush();
      expect(page.imported, timing).toEqual(["./a.js"]);
    }
  });
});
