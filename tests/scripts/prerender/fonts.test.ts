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
    expect(arabic.fallback).toContain('font-family:"Inter Fallback"');
    expect(arabic.fallback).toMatch(/font-family:"Arabic Fallback";[^}]*unicode-range:U\+0600-06FF/);
    expect(arabic.fallback).not.toMatch(/url\(/);
  });

  it("let an Arabic document's first paint use the web faces only if they are already here, and never swap them in", () => {
    const inline = [...arabic.ifCached.matchAll(/@font-face\s*\{[^}]*url\([^}]*\}/g)].map(([face]) => face);
    // The core faces of Inter and Noto Sans Arabic, each optional.
    expect(inline).toHaveLength(2);
    expect(inline.map((face) => /([a-z-]+)-core\b/.exec(face)?.[1])).toEqual(["inter", "noto-sans-arabic"]);
    for (const face of inline) expect(face).toMatch(/font-display: ?optional/);
    expect(arabic.ifCached).not.toMatch(/font-display: swap/);
    // The stylesheet added with the next page swaps them in.
    expect(arabic.stylesheet.text.match(/font-display: swap/g)).toHaveLength(4);
  });

  it("scale DejaVu Sans, where no phone or desktop Arabic face is installed, weight by weight to Noto Sans Arabic's widths, heights kept", () => {
    const faces = [...arabic.fallback.matchAll(/font-family:"Arabic Fallback DejaVu";font-weight:(\d+) (\d+);src:local\("([^"]+)"\)[^}]*?size-adjust:([\d.]+)%;ascent-override:([\d.]+)%;descent-override:([\d.]+)%;[^}]*unicode-range:U\+0600-06FF/g)].map(
      ([, from, to, face, sizeAdjust, ascent, descent]) => ({ from: Number(from), to: Number(to), face, sizeAdjust: Number(sizeAdjust), ascent: Number(ascent), descent: Number(descent) }),
    );
    // No stray semicolon between rules: CSS would drop the rule after it, the :lang(ar) rule with it.
    expect(arabic.fallback).not.toMatch(/\}\s*;/);
    // Every weight from 1 to 1000 is in exactly one band, and a heavier band is drawn wider (a variable face widens as it thickens).
    expect(faces[0]!.from).toBe(1);
    expect(faces.at(-1)!.to).toBe(1000);
    for (const [index, band] of faces.entries()) if (index > 0) expect(band.from).toBe(faces[index - 1]!.to + 1);
    const byWeight = (weight: number) => faces.find((band) => band.from <= weight && weight <= band.to)!;
    expect(byWeight(400)).toMatchObject({ face: "DejaVu Sans", sizeAdjust: 93.77 });
    expect(byWeight(600)).toMatchObject({ face: "DejaVu Sans Bold", sizeAdjust: 83.31 });
    expect(byWeight(800)).toMatchObject({ face: "DejaVu Sans Bold", sizeAdjust: 88.85 });
    // Line boxes as Noto Sans Arabic's at every weight: ascent and descent × size-adjust stay the face's own.
    for (const band of faces) {
      expect((band.ascent * band.sizeAdjust) / 1e4).toBeCloseTo(1.374, 2);
      expect((band.descent * band.sizeAdjust) / 1e4).toBeCloseTo(0.738, 2);
    }
  });

  it("hand the hydration loader both core fonts to fetch after the paint, and the app the Arabic stylesheet for later", () => {
    expect(arabic.preloads).toEqual(["./assets/inter-core-I.woff2", "./assets/noto-sans-arabic-core-A.woff2"]);
    const { tag } = hydrationLoaderTag("load()", ["./assets/index-A.js"], {}, { now: arabic.preloads, later: `./${arabic.stylesheet.file}` });
    expect(tag).toContain(`data-fonts='${arabic.preloads.join(" ")}'`);
    expect(tag).toContain(`data-fonts-later='./${arabic.stylesheet.file}'`);
  });

  it("declare the full Arabic face before the core one, so browsers prefer the core face", () => {
    const ranges = [...arabic.stylesheet.text.matchAll(/Noto Sans Arabic Variable";[^}]*unicode-range: ([^;]*);/g)].map((match) => match[1]);
    expect(ranges).toHaveLength(2);
    expect(ranges[0]).toMatch(/^U\+0600-06FF/);
    expect(ranges[1]).toMatch(/^U\+060C/);
  });
});

describe("the Arabic font stack", () => {
  it("asks for Noto Sans Arabic, then its local stand-ins (phones and desktops, then Linux's DejaVu Sans), then Inter's stack for Latin runs", () => {
    expect(arabicFontStack).toBe(`"Noto Sans Arabic Variable", "Arabic Fallback", "Arabic Fallback DejaVu", ${font.body}`);
    expect(arabicFaces.styles).toContain('font-family: "Noto Sans Arabic Variable"');
  });

  it("comes with the first paint of Arabic documents only, untracked", () => {
    // Written as few bytes as it can be (compactFaces): no space after a comma or a colon.
    expect(arabic.fallback).toContain(`:lang(ar){font-family:${arabicFontStack.replace(/, /g, ",")};letter-spacing:normal}`);
    expect(english.text).not.toContain(":lang(ar)");
  });
});
