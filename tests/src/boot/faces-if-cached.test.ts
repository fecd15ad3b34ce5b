import { runInNewContext } from "node:vm";
import { beforeAll, describe, expect, it } from "vitest";
import { compileBootScripts } from "../../../scripts/prerender/boot-scripts.ts";
import { facesIfCachedAttribute } from "../../../src/boot/contract.ts";

let text: string;
beforeAll(async () => {
  text = (await compileBootScripts()).facesIfCached;
});

/** The faces' style tag as the build writes it: two faces, each with its file. */
const facesCss =
  '@font-face{font-display:optional;font-family:"Inter Variable";src:url(./assets/inter-core-Bep_YWRb.woff2) format("woff2-variations")}' +
  '@font-face{font-display:optional;font-family:"Noto Sans Arabic Variable";src:url(./assets/noto-sans-arabic-core-B94Qzl24.woff2) format("woff2-variations")}';

class HTMLStyleElement {
  media = "not all";
  textContent = facesCss;
  constructor(private readonly attributes: string[]) {}
  hasAttribute(name: string): boolean {
    return this.attributes.includes(name);
  }
}

interface Preload {
  rel?: string;
  as?: string;
  crossOrigin?: string | null;
  href?: string;
}

let preloads: Preload[] = [];

/** Runs the compiled script after `faces`, in a document at https://www.verdavia.com/ar/ reached from `referrer`. */
function open(referrer: string, faces = new HTMLStyleElement([facesIfCachedAttribute])): string {
  preloads = [];
  const head = { appendChild: (link: Preload) => preloads.push(link) };
  runInNewContext(text, {
    URL,
    HTMLStyleElement,
    location: { origin: "https://www.verdavia.com" },
    document: { referrer, currentScript: { previousElementSibling: faces }, head, createElement: (): Preload => ({}) },
  });
  return faces.media;
}

describe("an Arabic document's web faces for its first paint", () => {
  it("are turned on when the visitor came from another page of the site, whose loader fetched them", () => {
    expect(open("https://www.verdavia.com/ar/about/")).toBe("all");
  });

  it("are preloaded when turned on, each file as a font in the mode a stylesheet's font is fetched in, so the cache is read before the first layout asks", () => {
    open("https://www.verdavia.com/ar/about/");
    expect(preloads).toEqual([
      { rel: "preload", as: "font", crossOrigin: "", href: "./assets/inter-core-Bep_YWRb.woff2" },
      { rel: "preload", as: "font", crossOrigin: "", href: "./assets/noto-sans-arabic-core-B94Qzl24.woff2" },
    ]);
  });

  it("stay off on a first visit: from a search engine, another site or nowhere, no font is fetched before the paint", () => {
    expect(open("https://www.google.com/")).toBe("not all");
    expect(open("")).toBe("not all");
    expect(open("not a url")).toBe("not all");
    expect(preloads).toEqual([]);
  });

  it("touch no other style tag", () => {
    expect(open("https://www.verdavia.com/ar/about/", new HTMLStyleElement([]))).toBe("not all");
    expect(preloads).toEqual([]);
  });
});
