import { runInNewContext } from "node:vm";
import { beforeAll, describe, expect, it } from "vitest";
import { compileBootScripts } from "../../../scripts/prerender/boot-scripts.ts";
import { facesIfCachedAttribute } from "../../../src/boot/contract.ts";

let text: string;
beforeAll(async () => {
  text = (await compileBootScripts()).facesIfCached;
});

class HTMLStyleElement {
  media = "not all";
  constructor(private readonly attributes: string[]) {}
  hasAttribute(name: string): boolean {
    return this.attributes.includes(name);
  }
}

/** Runs the compiled script after `faces`, in a document at https://www.verdavia.com/ar/ reached from `referrer`. */
function open(referrer: string, faces = new HTMLStyleElement([facesIfCachedAttribute])): string {
  runInNewContext(text, {
    URL,
    HTMLStyleElement,
    location: { origin: "https://www.verdavia.com" },
    document: { referrer, currentScript: { previousElementSibling: faces } },
  });
  return faces.media;
}

describe("an Arabic document's web faces for its first paint", () => {
  it("are turned on when the visitor came from another page of the site, whose loader fetched them", () => {
    expect(open("https://www.verdavia.com/ar/about/")).toBe("all");
  });

  it("stay off on a first visit: from a search engine, another site or nowhere, no font is fetched before the paint", () => {
    expect(open("https://www.google.com/")).toBe("not all");
    expect(open("")).toBe("not all");
    expect(open("not a url")).toBe("not all");
  });

  it("touch no other style tag", () => {
    expect(open("https://www.verdavia.com/ar/about/", new HTMLStyleElement([]))).toBe("not all");
  });
});
