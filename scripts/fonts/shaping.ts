/**
 * Text shaped as a browser shapes it (HarfBuzz, which Chrome, Firefox and Android use), to
 * measure a face against another and to check that a subset still joins Arabic letters.
 */
import { readFileSync } from "node:fs";
import { Blob, Buffer as ShapingBuffer, Direction, Face, Font, shape } from "harfbuzzjs";
import subsetFont from "subset-font";

/** Where a shaped glyph goes, in font units; glyph numbers differ between a face and its subset, positions do not. */
export interface ShapedGlyph {
  advance: number;
  xOffset: number;
  yOffset: number;
}

/** A face ready to shape `text` with: `file` (TrueType, WOFF or WOFF2) cut to it, variable axes pinned to `wght`. */
export async function shapingFace(file: string, text: string, wght?: number): Promise<Font> {
  const ttf = await subsetFont(readFileSync(file), text, { targetFormat: "truetype", ...(wght ? { variationAxes: { wght } } : {}) });
  return new Font(new Face(new Blob(new Uint8Array(ttf))));
}

/** The glyphs' positions (in font units) of `text` in `font`, its direction and script guessed as a browser would. */
export function shaped(font: Font, text: string): ShapedGlyph[] {
  return shapedGlyphs(font, text).map(({ advance, xOffset, yOffset }) => ({ advance, xOffset, yOffset }));
}

/**
 * The glyphs of `text` in `font`, in the order they are drawn from left to right, with
 * their positions; `direction` as given, else guessed from the text.
 */
export function shapedGlyphs(font: Font, text: string, direction?: "ltr" | "rtl"): (ShapedGlyph & { glyph: number })[] {
  const buffer = new ShapingBuffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  if (direction) buffer.setDirection(direction === "rtl" ? Direction.RTL : Direction.LTR);
  shape(font, buffer);
  const infos = buffer.getGlyphInfos();
  return buffer.getGlyphPositions().map(({ xAdvance, xOffset, yOffset }, index) => ({ glyph: infos[index]!.codepoint, advance: xAdvance, xOffset, yOffset }));
}
