/**
 * Inter's faces as a stylesheet of their own (dist/assets/fonts-<hash>.css), which the
 * hydration loader adds once the page has painted: the first paint is set in the local
 * fallback face the documents carry inline, scaled to Inter's metrics, so it waits for no
 * font, and the swap changes letter shapes without moving a line. Without JavaScript the
 * documents link the same stylesheet from a <noscript>.
 */
import { createHash } from "node:crypto";
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
 * after a Latin run moves, which no metric override of a local font can prevent. So the first
 * page a visitor opens stays in the scaled fallback unless the faces are already cached, and
 * the faces come with the next page drawn inside the app (src/boot/later-fonts.ts), where
 * the whole page is new anyway.
 */
export interface ArabicDocumentFonts {
  /** Inline, the first paint's: both local fallback faces and the rule setting Arabic text in them, then both web faces, used only if already here. */
  firstPaint: string;
  /** Both web faces, swapping in: added when the visitor moves to another page (and linked from a <noscript>). */
  stylesheet: FontStylesheet;
}

/** An Arabic document's fonts. */
export function arabicDocumentFonts(page: PrerenderedPage): ArabicDocumentFonts {
  const stylesheet = arabicFontStylesheet(page);
  return {
    firstPaint: `${page.fallbackFace}\n${page.arabicFirstPaint}\n${facesIfAlreadyHere(`${page.interFaces}\n${page.arabicFaces}`)}`.replace(/\s+/g, " ").trim(),
    stylesheet,
  };
}

/** For visitors without JavaScript, whom the loader never reaches: the stylesheet, linked as usual. */
export function fontStylesheetNoscriptTag(stylesheet: FontStylesheet): string {
  return `<noscript><link rel="stylesheet" href="./${escapeMarkup(stylesheet.file)}" /></noscript>`;
}
