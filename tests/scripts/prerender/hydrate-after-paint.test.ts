import { describe, expect, it } from "vitest";
import { hydrationLoaderTag } from "../../../scripts/prerender/hydrate-after-paint.ts";
import { htmlRefs } from "../../../scripts/html-refs.ts";

// The loader itself: tests/src/boot/hydration-loader.test.ts. Here it is a stand-in text.
const loader = "load()";
const modules = ["./assets/index-A.js", "./assets/tokens-B.js", "./assets/vendor-C.js"];

describe("hydrationLoaderTag", () => {
  it("is one classic script that names the entry and its preloads, in place of Vite's module script and links", () => {
    const { tag } = hydrationLoaderTag(loader, modules);
    expect(tag).not.toContain('type="module"');
    expect(tag).not.toContain("<link");
    expect(tag).toBe(`<script data-modules='./assets/index-A.js ./assets/tokens-B.js ./assets/vendor-C.js'>load()</script>`);
  });

  it("lists each route's own modules for the loader, and none when there are none", () => {
    const { tag } = hydrationLoaderTag(loader, modules, { "/contact": ["./assets/contact-D.js", "./assets/Form-E.js"] });
    expect(tag).toContain(`data-route-modules='{"/contact":["./assets/contact-D.js","./assets/Form-E.js"]}'`);
    expect(hydrationLoaderTag(loader, modules, {}).tag).not.toContain("data-route-modules=");
  });

  it("leaves the size check able to count the same scripts", () => {
    const refs = htmlRefs(`<html><head>${hydrationLoaderTag(loader, modules).tag}</head></html>`);
    expect(refs.scripts).toEqual(["assets/index-A.js"]);
    expect(refs.modulePreloads).toEqual(["assets/tokens-B.js", "assets/vendor-C.js"]);
  });

  it("refuses a bundle without an entry rather than shipping a page that never starts the app", () => {
    expect(() => hydrationLoaderTag(loader, [])).toThrow(/no entry chunk/);
  });
});
