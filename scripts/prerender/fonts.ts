/**
 * Inter's faces as a stylesheet of their own (dist/assets/fonts-<hash>.css), which the
 * hydration loader adds once the page has painted: the first paint is set in the local
 * fallback face the documents carry inline, scaled to Inter's metrics, so it waits for no
 * font, and the swap changes letter shapes without moving a line. Without JavaScript the
 * documents link the same stylesheet from a <noscript>.
 */
import { createHash } from "node:crypto";
import { posix } from "node:path";
import type { PrerenderedPage } from "../../src/entry-server.tsx";
import { escapeMarkup } from "../escape-markup.ts";

export interface FontStylesheet {
  /** Its path under dist/. */
  file: string;
  text: string;
}

/**
 * `faces`: the @font-face rules as the documents would name their files, from the site's
 * root ("./assets/inter-core-….woff2"); in the stylesheet they are named from assets/.
 */
export function fontStylesheet(faces: string, name = "fonts"): FontStylesheet {
  const text = `${faces.replace(/\s+/g, " ").trim().replace(/url\(\.\/assets\//g, "url(./")}\n`;
  const hash = createHash("sha256").update(text).digest("hex").slice(0, 8);
  return { file: `assets/${name}-${hash}.css`, text };
}

/**
 * An Arabic document's stylesheet: Inter's faces, for the Latin runs inside Arabic text,
 * and Noto Sans Arabic's, in one file, so the hydration loader still adds one stylesheet.
 * English documents keep fontStylesheet's, which names no Arabic face.
 */
export function arabicFontStylesheet(page: PrerenderedPage): FontStylesheet {
  return fontStylesheet(`${page.interFaces}\n${page.arabicFaces}`, "fonts-ar");
}

/** What an Arabic document carries of its fonts. */
export interface ArabicDocumentFonts {
  /** Both local fallback faces, Inter's and Arabic's, and the rule setting Arabic text in them, inline: the first paint's. */
  fallback: string;
  /** Both web faces, added after the paint (and linked from a <noscript>). */
  stylesheet: FontStylesheet;
  /** hydrationLoaderTag's `fonts`: the stylesheet, then both core fonts to fetch beside it. */
  loaderFonts: string[];
}

/** An Arabic document's fonts; `coreFont` and `arabicCoreFont` as RenderedSite names them. */
export function arabicDocumentFonts(page: PrerenderedPage, coreFont: string, arabicCoreFont: string): ArabicDocumentFonts {
  const stylesheet = arabicFontStylesheet(page);
  return {
    fallback: `${page.fallbackFace}\n${page.arabicFirstPaint}`.replace(/\s+/g, " ").trim(),
    stylesheet,
    loaderFonts: [`./${stylesheet.file}`, `./${posix.normalize(coreFont)}`, `./${posix.normalize(arabicCoreFont)}`],
  };
}

/** For visitors without JavaScript, whom the loader never reaches: the stylesheet, linked as usual. */
export function fontStylesheetNoscriptTag(stylesheet: FontStylesheet): string {
  return `<noscript><link rel="stylesheet" href="./${escapeMarkup(stylesheet.file)}" /></noscript>`;
}
