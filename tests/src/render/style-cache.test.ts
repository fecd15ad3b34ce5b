// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { adoptPrerenderedStyles, prerenderedIds, styleCache } from "../../../src/render/style-cache.ts";

function styleTag(attributes: string, text: string): HTMLStyleElement {
  const holder = document.createElement("div");
  holder.innerHTML = `<style ${attributes}>${text}</style>`;
  return holder.firstElementChild as HTMLStyleElement;
}

describe("the published site's emotion cache", () => {
  it("reads the build's ids from the classes its CSS names, each once, and a route shell's from its list", () => {
    const built = styleTag(
      "data-prerendered-css",
      '.css-tcsadl-site-header{position:fixed;}.css-tcsadl-site-header::before{content:"";}[dir="rtl"] .css-1ra9epa-nav-link::after{transform-origin:right;}@media (min-width: 720px){.css-pzm2ef{padding:2rem;}}',
    );
    expect(prerenderedIds(built)).toEqual(["tcsadl-site-header", "1ra9epa-nav-link", "pzm2ef"]);
    expect(prerenderedIds(styleTag('data-prerendered-css="abc def"', ""))).toEqual(["abc", "def"]);
  });

  it("takes every rule of the document's prerendered tags as in place, so hydrating inserts none again", () => {
    document.head.append(styleTag("data-prerendered-css", ".css-abc-hero{color:red;}.css-def:hover{color:blue;}"), styleTag('data-prerendered-css="ghi"', ""));
    adoptPrerenderedStyles();
    expect(Object.keys(styleCache.inserted)).toEqual(expect.arrayContaining(["abc-hero", "def", "ghi"]));
  });
});
