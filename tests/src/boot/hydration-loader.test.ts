import { runInNewContext } from "node:vm";
import { beforeAll, describe, expect, it } from "vitest";
import { fontsAttribute, modulesAttribute, routeFileFetchingAttribute, routeModulesAttribute, routeShellPatienceMs } from "../../../src/boot/contract.ts";
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
    [routeModulesAttribute]: JSON.stringify({ "/contact": ["./contact.js", "./Form.js"] }),
    [fontsAttribute]: "./inter-core.woff2",
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
  const preloaded = () => linked.filter((link) => link.rel === "modulepreload").map((link) => link.href);
  return { imported, linked, preloaded, flush, routeFileSettled, paint: () => paintCallback?.(), load: () => loadCallback?.() };
}

describe("the hydration loader (src/boot/hydration-loader.ts, compiled)", () => {
  it("on the home route waits for the first paint, then loads every module once", () => {
    const page = run("");
    page.flush();
    expect(page.imported).toEqual([]);
    expect(page.linked).toEqual([]);
    page.paint();
    page.paint();
    page.flush();
    // The entry is imported; what it needs is preloaded and runs in the entry's order.
    expect(page.imported).toEqual(["./a.js"]);
    // Inter's file and the web manifest are linked once the page is on screen, not fetched before it.
    expect(page.linked).toEqual([
      { rel: "preload", href: "./inter-core.woff2", as: "font", crossOrigin: "" },
      { rel: "manifest", href: "./site.webmanifest" },
      { rel: "modulepreload", href: "./b.js" },
    ]);
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
    expect(page.linked.map((link) => link.rel)).toEqual(["preload", "manifest", "modulepreload"]);
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

  it("on another route also waits for the header's first paint, then fetches the route's own modules with the app", () => {
    const page = run("#/contact?section=faq");
    page.flush();
    expect(page.imported).toEqual([]);
    expect(page.linked).toEqual([]);
    page.paint();
    page.flush();
    expect(page.imported).toEqual(["./a.js"]);
    expect(page.preloaded()).toEqual(["./b.js", "./contact.js", "./Form.js"]);
    // The older #/route#section form names the same route.
    const older = run("#/contact#faq");
    older.paint();
    expect(older.preloaded()).toEqual(["./b.js", "./contact.js", "./Form.js"]);
    const about = run("#/about");
    about.paint();
    expect(about.preloaded()).toEqual(["./b.js"]);
    // A hash that names an inherited property is no route.
    const odd = run("#constructor");
    odd.paint();
    expect(odd.preloaded()).toEqual(["./b.js"]);
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
