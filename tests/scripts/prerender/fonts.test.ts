import { describe, expect, it } from "vitest";
import { arabicDocumentFonts, fontStylesheet } from "../../../scripts/prerender/fonts.ts";
import { hydrationLoaderTag } from "../../../scripts/prerender/hydrate-after-paint.ts";
import type { PrerenderedPage } from "../../../src/entry-server.tsx";
import { arabicFaces, arabicFirstPaint, arabicFontStack } from "../../../src/theme/arabic-fonts.ts";
import { font } from "../../../src/theme/tokens.ts";
import { fallbackFace, interFaces } from "../../../src/theme/fonts.ts";

const page = {
  fallbackFace: fallbackFace.styles,
  interFaces: interFaces.styles,
  arabicFirstPaint: arabicFirstPaint.map((rules) => rules.styles).join("\n"),
  arabicFaces: arabicFaces.styles,
} as PrerenderedPage;
const english = fontStylesheet(page.interFaces);
const arabic = arabicDocumentFonts(page, "./assets/inter-core-I.woff2", "assets/noto-sans-arabic-core-A.woff2");

describe("font stylesheets", () => {
  it("give English documents Inter's faces and nothing of Arabic", () => {
    expect(english.text).toContain("Inter Variable");
    expect(english.text).not.toMatch(/Arabic/);
    expect(english.file).toMatch(/^assets\/fonts-[0-9a-f]{8}\.css$/);
  });

  it("give Arabic documents one stylesheet with Inter's faces, for Latin runs, and Noto Sans Arabic's", () => {
    expect(arabic.stylesheet.file).toMatch(/^assets\/fonts-ar-[0-9a-f]{8}\.css$/);
    expect(arabic.stylesheet.text).toContain('font-family: "Inter Variable"');
    expect(arabic.stylesheet.text).toContain('font-family: "Noto Sans Arabic Variable"');
    // Named from assets/, where the stylesheet is.
    expect(arabic.stylesheet.text).not.toContain("url(./assets/");
  });

  it("give Arabic documents both fallback faces inline, the Arabic one kept to Arabic characters", () => {
    expect(arabic.fallback).toContain('font-family: "Inter Fallback"');
    expect(arabic.fallback).toMatch(/font-family: "Arabic Fallback";[^}]*unicode-range: U\+0600-06FF/);
    expect(arabic.fallback).not.toMatch(/url\(/);
  });

  it("hand the hydration loader the Arabic stylesheet, then both core fonts to fetch beside it", () => {
    expect(arabic.loaderFonts).toEqual([`./${arabic.stylesheet.file}`, "./assets/inter-core-I.woff2", "./assets/noto-sans-arabic-core-A.woff2"]);
    expect(hydrationLoaderTag("load()", ["./assets/index-A.js"], {}, arabic.loaderFonts)).toContain(`data-fonts='${arabic.loaderFonts.join(" ")}'`);
  });

  it("declare the full Arabic face before the core one, so browsers prefer the core face", () => {
    const ranges = [...arabic.stylesheet.text.matchAll(/Noto Sans Arabic Variable";[^}]*unicode-range: ([^;]*);/g)].map((match) => match[1]);
    expect(ranges).toHaveLength(2);
    expect(ranges[0]).toMatch(/^U\+0600-06FF/);
    expect(ranges[1]).toMatch(/^U\+060C/);
  });
});

describe("the Arabic font stack", () => {
  it("asks for Noto Sans Arabic, then its local stand-in, then Inter's stack for Latin runs", () => {
    expect(arabicFontStack).toBe(`"Noto Sans Arabic Variable", "Arabic Fallback", ${font.body}`);
    expect(arabicFaces.styles).toContain('font-family: "Noto Sans Arabic Variable"');
  });

  it("comes with the first paint of Arabic documents only, untracked", () => {
    expect(arabic.fallback).toContain(`:lang(ar){font-family: ${arabicFontStack};letter-spacing: normal;}`);
    expect(english.text).not.toContain(":lang(ar)");
  });
});
