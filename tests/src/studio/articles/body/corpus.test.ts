import { describe, expect, it } from "vitest";
import { docFromMarkdown } from "../../../../../src/studio/articles/body/from-markdown.ts";
import { spliceBody } from "../../../../../src/studio/articles/body/splice.ts";
import { trickyBodies } from "./corpus.ts";
import { replaceWords } from "./edit-helpers.ts";
import { changedLines, expectAccepted } from "./helpers.ts";

describe("tricky bodies with no edit", () => {
  for (const [name, body] of Object.entries(trickyBodies)) {
    it(`${name}: identical bytes`, () => {
      expect(spliceBody(body, docFromMarkdown(body))).toBe(body);
    });
  }

  it("a block the editor cannot show is kept as its source", () => {
    const doc = docFromMarkdown(trickyBodies["raw HTML kept as written"]!);
    expect(doc.child(1).type.name).toBe("kept_block");
    expect(doc.child(1).attrs.markdown).toBe('<div class="note">Not editable here</div>');
  });
});

describe("an edit keeps the file's own style", () => {
  const cases: { name: string; words: string; replacement: string; removed: string[]; added: string[] }[] = [
    { name: "reference links and definitions", words: "See", replacement: "Read", removed: ["See [the UK mandate][uk] and [ISCC][] or [CORSIA]."], added: ["Read [the UK mandate][uk] and [ISCC][ISCC] or [CORSIA][CORSIA]."] },
    { name: "lists numbered with a parenthesis", words: "Refine", replacement: "Hydrotreat", removed: ["2) Refine it."], added: ["2) Hydrotreat it."] },
    { name: "setext headings", words: "Overview", replacement: "Summary", removed: ["Overview", "--------"], added: ["Summary", "-------"] },
    { name: "aligned tables", words: "UK", replacement: "United Kingdom", removed: ["| Region | Share | Year |", "| :----- | :---: | ---: |", "| EU     |  2%   | 2025 |", "| UK     |  10%  | 2030 |"], added: ["| Region         | Share | Year |", "| :------------- | :---: | ---: |", "| EU             |  2%   | 2025 |", "| United Kingdom |  10%  | 2030 |"] },
    { name: "a table without outer pipes", words: "UK", replacement: "GB", removed: ["UK | 10%"], added: ["GB | 10%"] },
    { name: "hard breaks of both kinds", words: "Hull", replacement: "Kingston upon Hull", removed: ["1 Quay Street  ", "Hull HU1 1AA"], added: ["1 Quay Street\\", "Kingston upon Hull HU1 1AA"] },
    { name: "other markers", words: "another", replacement: "one more", removed: ["* another"], added: ["* one more"] },
    { name: "other markers", words: "Some", replacement: "A few", removed: ["Some _emphasis_ and __strong__ words."], added: ["A few _emphasis_ and __strong__ words."] },
    { name: "Arabic with Latin runs", words: "بنسبة", replacement: "بنسبةٍ", removed: ["وقود معتمد وفق **ASTM D7566** ومخلوط بوقود Jet A-1 بنسبة تصل إلى 50%."], added: ["وقود معتمد وفق **ASTM D7566** ومخلوط بوقود Jet A-1 بنسبةٍ تصل إلى 50%."] },
    { name: "Arabic with Latin runs", words: "راسلونا", replacement: "اكتبوا إلينا", removed: ["راسلونا على press@verdavia.com أو [صفحة التقنية](/technology#process)."], added: ["اكتبوا إلينا على press@verdavia.com أو [صفحة التقنية](/technology#process)."] },
    { name: "closed ATX headings", words: "Heading", replacement: "Title", removed: ["## Heading ##"], added: ["## Title"] },
    { name: "a quotation holding a list", words: "certified", replacement: "certified twice", removed: ["> - certified"], added: ["> - certified twice"] },
  ];
  for (const { name, words, replacement, removed, added } of cases) {
    it(`${name}: "${words}" → "${replacement}"`, () => {
      const body = trickyBodies[name]!;
      const after = replaceWords(body, words, replacement);
      expect(changedLines(body, after)).toEqual({ removed, added });
      expectAccepted(after);
    });
  }

  it("Windows line endings stay", () => {
    const body = trickyBodies["Windows line endings"]!;
    expect(replaceWords(body, "item two", "second item")).toBe("First paragraph\r\nwraps here.\r\n\r\n- item\r\n- second item\r\n");
  });
});
