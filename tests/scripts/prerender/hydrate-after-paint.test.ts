import { describe, expect, it } from "vitest";
import { hydrateAfterPaint } from "../../../scripts/prerender/hydrate-after-paint.ts";
import { htmlRefs } from "../../../scripts/html-refs.ts";

// The loader itself: tests/src/boot/hydration-loader.test.ts. Here it is a stand-in text.
const loader = "load()";
const built = `<!doctype html><html><head>
<script type="module" crossorigin src="./assets/index-A.js"></script>
<link rel="modulepreload" crossorigin href="./assets/tokens-B.js">
<link rel="modulepreload" crossorigin href="./assets/vendor-C.js">
</head><body><div id="root"></div></body></html>`;

describe("hydrateAfterPaint", () => {
  it("swaps the entry script and its preloads for one loader that names them all", () => {
    const html = hydrateAfterPaint(built, loader);
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain(`<link rel="modulepreload"`);
    expect(html).toContain(`<script data-modules='./assets/index-A.js ./assets/tokens-B.js ./assets/vendor-C.js'>load()</script>`);
  });

  it("lists each route's own modules for the loader, and none when there are none", () => {
    const html = hydrateAfterPaint(built, loader, { "/contact": ["./assets/contact-D.js", "./assets/Form-E.js"] });
    expect(html).toContain(`data-route-modules='{"/contact":["./assets/contact-D.js","./assets/Form-E.js"]}'`);
    expect(hydrateAfterPaint(built, loader, {})).not.toContain("data-route-modules=");
  });

  it("leaves the size check able to count the same scripts", () => {
    const refs = htmlRefs(hydrateAfterPaint(built, loader));
    expect(refs.scripts).toEqual(["assets/index-A.js"]);
    expect(refs.modulePreloads).toEqual(["assets/tokens-B.js", "assets/vendor-C.js"]);
  });

  it("refuses a page without an entry script rather than shipping one that never hydrates", () => {
    expect(() => hydrateAfterPaint("<html><head></head></html>", loader)).toThrow(/no module entry script/);
  });
});
