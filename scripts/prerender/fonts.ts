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

/**
 * The web faces again, for the first paint to use only if they are already here (cached
 * by an earlier page): `font-display: optional` never swaps a face in once text is drawn,
 * and a browser that does not have the file at once paints in the fallback without waiting.
 */
export function facesIfAlreadyHere(faces: string): string {
  return faces.replace(/font-display:\s*swap/g, "font-display: optional");
}

/**
 * What an Arabic document carries of its fonts. Arabic pages never swap a face in under the
 * reader's eyes: an Arabic line set in another face breaks on other words, and every letter
 * after a Latin run moves, which no metric override of a local font can prevent. So a page
 * paints in the scaled fallback, or in the web faces if they are already cached; the
 * faces that swap in come with the next page drawn inside the app (src/boot/later-fonts.ts),
 * where the whole page is new anyway.
 */
export interface ArabicDocumentFonts {
  /** Inline, the first paint's: both local fallback faces and the rule setting Arabic text in them. */
  fallback: string;
  /** Inline after it, off until src/boot/faces-if-cached.ts turns them on: both web faces, used by the first paint only if already here. */
  ifCached: string;
  /** Both web faces, swapping in: added when the visitor moves to another page (and linked from a <noscript>). */
  stylesheet: FontStylesheet;
  /** For the hydration loader to fetch after the paint, so the next document finds them cached: both core fonts. */
  preloads: string[];
}

/** An Arabic document's fonts; `coreFont` and `arabicCoreFont` as RenderedSite names them. */
export function arabicDocumentFonts(page: PrerenderedPage, coreFont: string, arabicCoreFont: string): ArabicDocumentFonts {
  return {
    fallback: `${page.fallbackFace}\n${page.arabicFirstPaint}`.replace(/\s+/g, " ").trim(),
    ifCached: facesIfAlreadyHere(`${page.interFaces}\n${page.arabicFaces}`).replace(/\s+/g, " ").trim(),
    stylesheet: arabicFontStylesheet(page),
    preloads: [`./${posix.normalize(coreFont)}`, `./${posix.normalize(arabicCoreFont)}`],
  };
}

/** For visitors without JavaScript, whom the loader never reaches: the stylesheet, linked as usual. */
export function fontStylesheetNoscriptTag(stylesheet: FontStylesheet): string {
  return `<noscript><link rel="stylesheet" href="./${escapeMarkup(stylesheet.file)}" /></noscript>`;
}
