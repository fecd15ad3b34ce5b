import { describe, expect, it } from "vitest";
import { wordsSchema } from "../../../src/content/words.ts";
import { resultCount } from "../../../src/search/count-word.ts";
import { excerptParts } from "../../../src/search/excerpt.ts";

describe("excerptParts", () => {
  const words = "one two three four five six seven eight nine ten eleven twelve".split(" ");

  it("marks the matched words as written and leaves the rest as text", () => {
    expect(excerptParts(words, [2, 3], 8)).toEqual([
      { text: "one two ", marked: false },
      { text: "three", marked: true },
      { text: " ", marked: false },
      { text: "four", marked: true },
      { text: " five six seven eight", marked: false },
      { text: " …", marked: false },
    ]);
  });

  it("opens on the densest run of matches, a few words before it", () => {
    const parts = excerptParts(words, [0, 9, 10], 5);
    expect(parts[0]).toEqual({ text: "… eight nine ", marked: false });
    expect(parts.filter((part) => part.marked).map((part) => part.text)).toEqual(["ten", "eleven"]);
  });

  it("shows the opening words when nothing is located", () => {
    expect(excerptParts(words, [], 3)).toEqual([{ text: "one two three", marked: false }, { text: " …", marked: false }]);
  });
});

describe("resultCount", () => {
  const english = wordsSchema.parse({});
  const arabic = {
    ...english,
    searchCountZero: "لا توجد نتائج",
    searchCountOne: "نتيجة واحدة",
    searchCountTwo: "نتيجتان",
    searchCountFew: "{count} نتائج",
    searchCountMany: "{count} نتيجة",
    searchCountOther: "{count} نتيجة",
  };

  it("follows English plural rules", () => {
    expect(resultCount(english, "en", 1)).toBe("1 result");
    expect(resultCount(english, "en", 5)).toBe("5 results");
    expect(resultCount(english, "en", 0)).toBe("0 results");
  });

  it("follows Arabic plural rules: zero, one, two, few (3–10), many (11–99), other (100+)", () => {
    expect([0, 1, 2, 5, 11, 100].map((count) => resultCount(arabic, "ar", count))).toEqual(["لا توجد نتائج", "نتيجة واحدة", "نتيجتان", "5 نتائج", "11 نتيجة", "100 نتيجة"]);
  });
});
