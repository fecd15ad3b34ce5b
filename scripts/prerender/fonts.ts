/**
 * Inter's faces as a stylesheet of their own (dist/assets/fonts-<hash>.css), which the
 * hydration loader adds once the page has painted: the first paint is set in the local
 * fallback face the documents carry inline, scaled to Inter's metrics, so it waits for no
 * font, and the swap changes letter shapes without moving a line. Without JavaScript the
 * documents link the same stylesheet from a <noscript>.
 */
import { createHash } from "node:crypto";
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
export function fontStylesheet(faces: string): FontStylesheet {
  const text = `${faces.replace(/\s+/g, " ").trim().replace(/url\(\.\/assets\//g, "url(./")}\n`;
  const hash = createHash("sha256").update(text).digest("hex").slice(0, 8);
  return { file: `assets/fonts-${hash}.css`, text };
}

/** For visitors without JavaScript, whom the loader never reaches: the stylesheet, linked as usual. */
export function fontStylesheetNoscriptTag(stylesheet: FontStylesheet): string {
  return `<noscript><link rel="stylesheet" href="./${escapeMarkup(stylesheet.file)}" /></noscript>`;
}
