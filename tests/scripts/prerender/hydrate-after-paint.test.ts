import { describe, expect, it } from "vitest";
import { hydrationLoader, hydrationLoaderTag } from "../../../scripts/prerender/hydrate-after-paint.ts";
import { htmlRefs } from "../../../scripts/html-refs.ts";

const modules = ["./assets/index-A.js", "./assets/tokens-B.js", "./assets/vendor-C.js"];

describe("hydrationLoaderTag", () => {
  it("is one classic script that names the entry and its preloads, in place of Vite's module script and links", () => {
    const tag = hydrationLoaderTag(hydrationLoader, modules);
    expect(tag).not.toContain('type="module"');
    expect(tag).not.toContain("<link");
    expect(tag).toBe(`<script data-modules="./assets/index-A.js ./assets/tokens-B.js ./assets/vendor-C.js">${hydrationLoader}</script>`);
  });

  it("lists each route's own modules for the loader, and none when there are none", () => {
    const tag = hydrationLoaderTag(hydrationLoader, modules, { "/contact": ["./assets/contact-D.js", "./assets/Form-E.js"] });
    expect(tag).toContain(`data-routes='{"/contact":["./assets/contact-D.js","./assets/Form-E.js"]}'`);
    expect(hydrationLoaderTag(hydrationLoader, modules, {})).not.toContain("data-routes='");
  });

  it("leaves the size check able to count the same scripts", () => {
    const refs = htmlRefs(`<html><head>${hydrationLoaderTag(hydrationLoader, modules)}</head></html>`);
    expect(refs.scripts).toEqual(["assets/index-A.js"]);
    expect(refs.modulePreloads).toEqual(["assets/tokens-B.js", "assets/vendor-C.js"]);
  });

  it("refuses a bundle without an entry rather than shipping a page that never starts the app", () => {
    expect(() => hydrationLoaderTag(hydrationLoader, [])).toThrow(/no entry chunk/);
  });
});

describe("hydrationLoader", () => {
  function run(hash: string, supportsPaint: boolean) {
    const imported: string[] = [];
    const timers: (() => void)[] = [];
    let paintCallback: (() => void) | undefined;
    let loadCallback: (() => void) | undefined;
    class FakeObserver {
      static supportedEntryTypes = supportsPaint ? ["paint", "largest-contentful-paint"] : ["mark"];
      constructor(callback: () => void) {
        paintCallback = callback;
      }
      observe() {}
    }
    const script = { getAttribute: (name: string) => (name === "data-modules" ? "./a.js ./b.js" : JSON.stringify({ "/contact": ["./contact.js", "./Form.js"] })) };
    const linked: Record<string, string>[] = [];
    const document = { createElement: () => ({}), head: { appendChild: (element: Record<string, string>) => linked.push(element) } };
    const body = hydrationLoader.replace(/\bimport\(/g, "imported.push(").replace("(document.currentScript)", "(script)");
    new Function("window", "document", "location", "setTimeout", "addEventListener", "imported", "script", body)(
      { PerformanceObserver: FakeObserver },
      document,
      { hash },
      (callback: () => void) => timers.push(callback),
      (_type: string, callback: () => void) => (loadCallback = callback),
      imported,
      script,
    );
    const flush = () => timers.splice(0).forEach((callback) => callback());
    return { imported, linked, flush, paint: () => paintCallback?.(), load: () => loadCallback?.() };
  }

  it("on the home route waits for the first paint, then loads every module once", () => {
    const page = run("", true);
    page.flush();
    expect(page.imported).toEqual([]);
    expect(page.linked).toEqual([]);
    page.paint();
    page.paint();
    page.flush();
    // The entry is imported; what it needs is preloaded and runs in the entry's order.
    expect(page.imported).toEqual(["./a.js"]);
    // The web manifest is linked once the page is on screen, not fetched before it.
    expect(page.linked).toEqual([
      { rel: "manifest", href: "./site.webmanifest" },
      { rel: "modulepreload", href: "./b.js" },
    ]);
  });

  it("on another route also waits for the header's first paint, then fetches the route's own modules with the app", () => {
    const page = run("#/contact?section=faq", true);
    page.flush();
    expect(page.imported).toEqual([]);
    expect(page.linked).toEqual([]);
    page.paint();
    page.flush();
    expect(page.imported).toEqual(["./a.js"]);
    expect(page.linked.filter((link) => link.rel === "modulepreload").map((link) => link.href)).toEqual(["./b.js", "./contact.js", "./Form.js"]);
    const about = run("#/about", true);
    about.paint();
    expect(about.linked.filter((link) => link.rel === "modulepreload").map((link) => link.href)).toEqual(["./b.js"]);
    // A hash that names an inherited property is no route.
    const odd = run("#constructor", true);
    odd.paint();
    expect(odd.linked.filter((link) => link.rel === "modulepreload").map((link) => link.href)).toEqual(["./b.js"]);
  });

  it("without paint timing falls back to the load event", () => {
    const page = run("#/", false);
    page.flush();
    expect(page.imported).toEqual([]);
    page.load();
    page.flush();
    expect(page.imported).toEqual(["./a.js"]);
  });
});
