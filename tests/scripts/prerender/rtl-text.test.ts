import { describe, expect, it } from "vitest";
import { fullArabicPath } from "../../../scripts/fonts/arabic-core-subset.ts";
import { rtlFaces, rtlPicture, rtlSegments } from "../../../scripts/prerender/rtl-text.ts";

const interPath = "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";
const style = { fontSize: 28, lineHeight: 1.6, maxWidth: 980, color: "#fff" };

describe("right-to-left text for the share cards", () => {
  it("keeps Latin runs, figures and the signs beside them left to right, and sets the rest right to left", () => {
    const segments = rtlSegments("تطوّر Verdavia وفق ASTM D7566 بنسبة 80%.");
    expect(segments.map(({ text, direction }) => [text, direction])).toEqual([
      ["تطوّر", "rtl"],
      [" ", "rtl"],
      ["Verdavia", "ltr"],
      [" ", "rtl"],
      ["وفق", "rtl"],
      [" ", "rtl"],
      ["ASTM D7566", "ltr"],
      [" ", "rtl"],
      ["بنسبة", "rtl"],
      [" ", "rtl"],
      ["80%", "ltr"],
      [".", "rtl"],
    ]);
  });

  it("sets Arabic letters and Arabic punctuation in the Arabic face, everything else in the Latin one", () => {
    expect(rtlSegments("قيادتنا، Verdavia").map(({ face }) => face)).toEqual(["arabic", "latin", "latin"]);
    expect(rtlSegments("قيادتنا، Verdavia")[0]!.text).toBe("قيادتنا،");
  });

  it("sets paired punctuation right to left with the Arabic it encloses, for HarfBuzz to mirror", () => {
    expect(rtlSegments("(وقود)").map(({ text, direction }) => [text, direction])).toEqual([
      ["(", "rtl"],
      ["وقود", "rtl"],
      [")", "rtl"],
    ]);
  });

  it("wraps at spaces within the width and draws every line right-aligned, the picture needing no font", async () => {
    const text = "كلمة ".repeat(60).trim();
    const faces = await rtlFaces(fullArabicPath, interPath, text, 500);
    const drawn = rtlPicture(faces, text, style);
    expect(drawn.lines).toBeGreaterThan(1);
    expect(drawn.width).toBeLessThanOrEqual(style.maxWidth);
    expect(drawn.height).toBe(Math.ceil(drawn.lines * style.fontSize * style.lineHeight));
    const svg = Buffer.from(drawn.src.replace(/^data:image\/svg\+xml;base64,/, ""), "base64").toString();
    expect(svg).not.toMatch(/<text|font-family/);
    expect(svg.match(/<path /g)!.length).toBeGreaterThan(60);
  });
});
