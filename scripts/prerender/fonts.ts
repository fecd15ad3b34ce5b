/**
 * A document's fonts. Its first paint is set in local fallback faces scaled to the web faces'
 * metrics, carried inline, so it waits for no font, or in the web faces themselves when they
 * are already cached. The web faces are never swapped in under the reader's eyes: a line set
 * in another face breaks on other words and every letter after it moves, and the browser lays
 * out the whole page again (a 60–140 ms task on Lighthouse's phone). They come with the next
 * page drawn inside the app (src/theme/later-fonts.ts), where the page is new anyway, from a
 * stylesheet of their own (dist/assets/fonts-<hash>.css). Without JavaScript the documents
 * link that stylesheet from a <noscript>.
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
 * and Noto Sans Arabic's, in one file, so the app still adds one stylesheet.
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
  return faces.replace(/\s*font-display:[^;}]*;?/g, "").replace(/@font-face\s*\{/g, "@font-face { font-display: optional;");
}

/**
 * The core faces alone (src/theme/fonts.ts, arabic-fonts.ts): the characters the copy uses,
 * the files the loader fetches. Every byte inline delays the first paint; a character outside
 * them is set in the fallback until the next page.
 */
export function coreFacesOnly(faces: string): string {
  return (faces.match(/@font-face\s*\{[^}]*\}/g) ?? []).filter((face) => /url\([^)]*-core\b/.test(face)).join("\n");
}

/** What a document carries of its fonts. */
export interface DocumentFonts {
  /** Inline, the first paint's: the local fallback faces (and, in Arabic, the rule setting Arabic text in them). */
  fallback: string;
  /** Inline after it, off until src/boot/faces-if-cached.ts turns them on: the core web faces, used by the first paint only if already here. */
  ifCached: string;
  /** The web faces, swapping in: added when the visitor moves to another page (and linked from a <noscript>). */
  stylesheet: FontStylesheet;
  /** For the hydration loader to fetch after the paint, so the next page finds them cached: the core fonts. */
  preloads: string[];
}

/**
 * The faces' rules as few bytes as they can be written, for the head of every document: no space
 * beside a brace, semicolon, comma or after a declaration's colon, no last semicolon in a block.
 * Only for these rules (font faces, and `:lang(ar){…}`), whose selectors hold no space that matters.
 */
export const compactFaces = (css: string) =>
  css
    .replace(/\s+/g, " ")
    .replace(/ ?([{};,]) ?/g, "$1")
    .replace(/([{;][\w-]+): /g, "$1:")
    .replace(/;}/g, "}")
    .trim();
const oneLine = compactFaces;

/** An English document's fonts: Inter's. `coreFont` as RenderedSite names it. */
export function documentFonts(page: PrerenderedPage, coreFont: string): DocumentFonts {
  return {
    fallback: oneLine(page.fallbackFace),
    ifCached: oneLine(facesIfAlreadyHere(coreFacesOnly(page.interFaces))),
    stylesheet: fontStylesheet(page.interFaces),
    preloads: [`./${posix.normalize(coreFont)}`],
  };
}

/** An Arabic document's fonts: Inter's, for Latin runs, and Noto Sans Arabic's. `coreFont` and `arabicCoreFont` as RenderedSite names them. */
export function arabicDocumentFonts(page: PrerenderedPage, coreFont: string, arabicCoreFont: string): DocumentFonts {
  return {
    fallback: oneLine(`${page.fallbackFace}\n${page.arabicFirstPaint}`),
    ifCached: oneLine(facesIfAlreadyHere(coreFacesOnly(`${page.interFaces}\n${page.arabicFaces}`))),
    stylesheet: arabicFontStylesheet(page),
    preloads: [`./${posix.normalize(coreFont)}`, `./${posix.normalize(arabicCoreFont)}`],
  };
}

/** For visitors without JavaScript, whom the loader never reaches: the stylesheet, linked as usual. */
export function fontStylesheetNoscriptTag(stylesheet: FontStylesheet): string {
  return `<noscript><link rel="stylesheet" href="./${escapeMarkup(stylesheet.file)}" /></noscript>`;
}
