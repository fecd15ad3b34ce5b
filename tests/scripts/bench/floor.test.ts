import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { documentFileOf, floorAddressOf, floorDocument } from "../../../scripts/bench/floor.ts";

const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const fontFaces = `@font-face { font-family: "Inter Variable"; src: url(./assets/inter-core.woff2) format("woff2"); }`;
const layout = "body{font-family:\"Inter Variable\",system-ui,sans-serif}";
const page = `<!doctype html>
<html lang="en">
  <head>
    <meta http-equiv="Content-Security-Policy" content="default-src &#39;self&#39;; script-src &#39;self&#39; &#39;sha256-abc=&#39;; style-src &#39;self&#39; &#39;sha256-old=&#39;; img-src &#39;self&#39; data:" />
    <link rel="preload" as="font" type="font/woff2" href="./assets/inter-core.woff2" crossorigin />
    <script type="application/ld+json">{"@type":"Organization"}</script>
    <script data-route-files='{}'>"use strict";boot()</script>
    <style>${fontFaces}</style>
    <style data-emotion="css-global x">${layout}</style>
  </head>
  <body><div id="root"><main><h1>Fueling a Greener Tomorrow</h1></main></div><script type="module" src="./assets/index.js"></script></body>
</html>`;

describe("the floor of a page", () => {
  const floor = floorDocument(page);

  it("keeps the page's markup and its layout styles", () => {
    expect(floor).toContain("<main><h1>Fueling a Greener Tomorrow</h1></main>");
    expect(floor).toContain(`<style data-emotion="css-global x">${layout}</style>`);
  });

  it("has no script of any kind, no font file and no font face", () => {
    expect(floor).not.toMatch(/<script/i);
    expect(floor).not.toContain("woff2");
    expect(floor).not.toContain("@font-face");
  });

  it("keeps a policy that allows no script and exactly the styles left", () => {
    const policy = /content="([^"]*)"/.exec(floor)![1]!.replace(/&#39;/g, "'");
    expect(policy).toContain("script-src 'none'");
    expect(policy).toContain(`style-src 'self' ${hash(layout)};`);
    expect(policy).not.toContain("sha256-old=");
    expect(policy).toContain("img-src 'self' data:");
  });

  it("is served at each page's own document", () => {
    expect(documentFileOf("/")).toBe("index.html");
    expect(documentFileOf("/#/technology")).toBe("technology/index.html");
    expect(documentFileOf("/technology/")).toBe("technology/index.html");
    expect(floorAddressOf("/#/technology")).toBe("/technology/");
    expect(floorAddressOf("/")).toBe("/");
  });
});
