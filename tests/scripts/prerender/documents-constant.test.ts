import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { validateContentFolder } from "../../../scripts/content/validate-folder.ts";
import { assembleSite } from "../../../scripts/prerender/assemble.ts";
import { assembleInput, withEntries } from "../../fixtures/assemble-input.ts";
import { parseHeadersFile } from "../../fixtures/headers-file.ts";

const content = validateContentFolder(".").content!;
const entries = 300;
const none = assembleSite(assembleInput(content));
const many = assembleSite(assembleInput(withEntries(content, entries)));

/** Cloudflare Pages reads at most 100 rules in _headers, each line at most 2,000 characters; the site keeps well inside both. */
const maxRules = 40;
const maxLine = 2000;

describe("what does not grow with the number of entries", () => {
  it("writes the generated entries: a document, a route file and a data file each, in both languages", () => {
    expect(many.size - none.size).toBeGreaterThanOrEqual(entries * 2 * 3);
    expect(many.has("news/generated-7/page.json") && many.has("ar/news/generated-7/shell.json") && many.has("ar/news/generated-7/index.html")).toBe(true);
  });

  it("keeps home's document, in both languages, and the not-found documents byte for byte the same", () => {
    for (const path of ["index.html", "ar/index.html", "404.html", "ar/404.html"]) expect(many.get(path), path).toBe(none.get(path));
    // Well under the first round trip's 14 KB, however many entries.
    expect(gzipSync(many.get("index.html")!).length).toBeLessThan(14 * 1024);
  });

  it("keeps an entry's document the same size as any other entry's, whatever their number", () => {
    // The one difference: each names its own number.
    const last = many.get(`news/generated-${entries - 1}/index.html`)!.replaceAll(String(entries - 1), "0");
    expect(last.length).toBe(many.get("news/generated-0/index.html")!.length);
  });

  it("writes _headers with the same rules at 0 and many entries: one per kind of document and folder, within Cloudflare Pages' limits", () => {
    const rules = (files: Map<string, string>) => Object.keys(parseHeadersFile(files.get("_headers")!));
    expect(rules(many)).toEqual(rules(none));
    expect(rules(many).length).toBeLessThanOrEqual(maxRules);
    for (const files of [none, many]) {
      const longest = Math.max(...files.get("_headers")!.split("\n").map((line) => line.length));
      expect(longest).toBeLessThanOrEqual(maxLine);
    }
    expect(many.get("_headers")).toBe(none.get("_headers"));
  });
});
