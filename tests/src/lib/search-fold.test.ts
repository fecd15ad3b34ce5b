import { describe, expect, it } from "vitest";
import { foldedWords, foldForSearch } from "../../../src/lib/search-fold.ts";

/** The folding table: what a reader may type, and the one form the index and the query both keep. */
const table: [written: string, folded: string, what: string][] = [
  ["أ", "ا", "alef with hamza above"],
  ["إ", "ا", "alef with hamza below"],
  ["آ", "ا", "alef with madda"],
  ["ٱ", "ا", "alef wasla"],
  ["ى", "ي", "alef maqsura"],
  ["ة", "ه", "taa marbuta"],
  ["ـ", "", "tatweel"],
  ["َ", "", "fatha"],
  ["ً", "", "fathatan"],
  ["ُ", "", "damma"],
  ["ٌ", "", "dammatan"],
  ["ِ", "", "kasra"],
  ["ٍ", "", "kasratan"],
  ["ّ", "", "shadda"],
  ["ْ", "", "sukun"],
  ["ٰ", "", "superscript alef"],
  ["٠١٢٣٤٥٦٧٨٩", "0123456789", "Arabic-Indic digits"],
  ["۰۱۲۳۴۵۶۷۸۹", "0123456789", "Eastern Arabic-Indic digits"],
  ["ﻻ", "لا", "lam-alef ligature (presentation form)"],
];

describe("foldForSearch", () => {
  it.each(table)("folds %s to %s (%s)", (written, folded) => {
    expect(foldForSearch(written)).toBe(folded);
  });

  it("gives every way of writing الاعتماد the same word", () => {
    const ways = ["الإعتماد", "الاعتماد", "الاعتمـاد", "الاعْتِمَاد", "ٱلاعتماد", "الآعتماد"];
    expect(new Set(ways.map(foldForSearch))).toEqual(new Set(["الاعتماد"]));
  });

  it("folds ى/ي and ة/ه to one form each", () => {
    expect(foldForSearch("مستوى")).toBe(foldForSearch("مستوي"));
    expect(foldForSearch("الطاقة")).toBe(foldForSearch("الطاقه"));
  });

  it("finds the same figures whichever digits are typed", () => {
    expect(foldForSearch("ASTM D٧٥٦٦")).toBe("ASTM D7566");
    expect(foldForSearch("٢٠٢٥")).toBe(foldForSearch("2025"));
  });

  it("leaves Latin text and Western digits as they are", () => {
    expect(foldForSearch("ISCC CORSIA certification 2025")).toBe("ISCC CORSIA certification 2025");
  });
});

describe("foldedWords", () => {
  it("keeps the Nth folded word at the Nth original word, so excerpts show the text as written", () => {
    const { words, folded } = foldedWords("حصلت  الشركةُ على\nالإعتماد ـ وفق ASTM D7566");
    expect(words).toEqual(["حصلت", "الشركةُ", "على", "الإعتماد", "ـ", "وفق", "ASTM", "D7566"]);
    expect(folded.split(" ")).toHaveLength(words.length);
    expect(folded).toBe("حصلت الشركه علي الاعتماد ـ وفق ASTM D7566");
  });
});
