/**
 * Right-to-left text for the share cards. satori neither shapes Arabic (its letters would
 * come out in isolated forms) nor orders a right-to-left line, so a card's Arabic text is
 * shaped here with HarfBuzz, the shaper browsers use, laid out right to left with its
 * Latin runs ("Verdavia", "ASTM D7566", "80%") kept left to right inside, wrapped, and
 * drawn as glyph outlines in an SVG picture that the card's layout places like any image.
 */
import type { Font } from "harfbuzzjs";
import { isArabicScript } from "../fonts/arabic-core-subset.ts";
import { shapedGlyphs, shapingFace } from "../fonts/shaping.ts";

/** The faces a weight of right-to-left text is set in: Arabic letters in one, everything else (Latin, digits, spaces) in the other. */
export interface RtlFaces {
  arabic: Font;
  latin: Font;
}

/** Both faces at `weight`, cut to the characters of `text`. */
export async function rtlFaces(arabicFile: string, latinFile: string, text: string, weight: number): Promise<RtlFaces> {
  return { arabic: await shapingFace(arabicFile, text, weight), latin: await shapingFace(latinFile, text, weight) };
}

type Direction = "rtl" | "ltr";

/** A stretch of a line set in one face and one direction, in logical order. */
interface Segment {
  text: string;
  face: keyof RtlFaces;
  direction: Direction;
}

const strongLeftToRight = (char: string) => /[\p{L}\p{N}]/u.test(char) && !isArabicScript(char);
/** Signs that stay with the figure beside them (80%, 25°C), as the bidi algorithm keeps them. */
const figureSign = (char: string) => /[%°³‰€£$]/u.test(char);
const digit = (char: string) => /\p{N}/u.test(char);

/**
 * Each character's direction in a right-to-left paragraph, after the bidi algorithm's rules
 * for the text a card shows: Latin letters and figures left to right, Arabic right to left,
 * and spaces or punctuation left to right only between two left-to-right characters.
 */
function directions(chars: string[]): Direction[] {
  const strong: (Direction | undefined)[] = chars.map((char, index) => {
    if (strongLeftToRight(char)) return "ltr";
    if (isArabicScript(char)) return "rtl";
    if (figureSign(char) && (digit(chars[index - 1] ?? "") || digit(chars[index + 1] ?? ""))) return "ltr";
    return undefined;
  });
  return strong.map((direction, index) => {
    if (direction) return direction;
    const before = strong.slice(0, index).reverse().find(Boolean);
    const after = strong.slice(index + 1).find(Boolean);
    return before === "ltr" && after === "ltr" ? "ltr" : "rtl";
  });
}

/**
 * `text` cut where its face or direction changes, in logical order: a line sets them from
 * its right end leftwards. Paired punctuation in a right-to-left segment is mirrored by
 * HarfBuzz, which shapes it right to left.
 */
export function rtlSegments(text: string): Segment[] {
  const chars = [...text];
  const direction = directions(chars);
  const result: Segment[] = [];
  chars.forEach((char, index) => {
    const face = isArabicScript(char) ? "arabic" : "latin";
    const last = result.at(-1);
    if (last && last.face === face && last.direction === direction[index]) last.text += char;
    else result.push({ text: char, face, direction: direction[index]! });
  });
  return result;
}

interface PlacedGlyph {
  face: keyof RtlFaces;
  glyph: number;
  /** From the line's left end, in font units at the faces' shared em. */
  x: number;
  y: number;
}

/** A line's glyphs, placed: segments go from the right end leftwards, each laid out in its own direction. */
function setLine(faces: RtlFaces, text: string): { glyphs: PlacedGlyph[]; width: number } {
  const placed = rtlSegments(text).map((segment) => {
    const font = faces[segment.face];
    const scale = 1000 / font.face.upem;
    const glyphs = shapedGlyphs(font, segment.text, segment.direction);
    let x = 0;
    const positioned = glyphs.map((glyph) => {
      const at = { face: segment.face, glyph: glyph.glyph, x: x + glyph.xOffset * scale, y: glyph.yOffset * scale };
      x += glyph.advance * scale;
      return at;
    });
    return { glyphs: positioned, width: x };
  });
  const width = placed.reduce((sum, segment) => sum + segment.width, 0);
  let right = width;
  const glyphs = placed.flatMap((segment) => {
    right -= segment.width;
    const left = right;
    return segment.glyphs.map((glyph) => ({ ...glyph, x: glyph.x + left }));
  });
  return { glyphs, width };
}

/** `text` in lines no wider than `maxWidth` (in the same units as `widthOf`), broken at spaces. */
function wrap(text: string, maxWidth: number, widthOf: (line: string) => number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const line = lines.at(-1);
    if (line !== undefined && widthOf(`${line} ${word}`) <= maxWidth) lines[lines.length - 1] = `${line} ${word}`;
    else lines.push(word);
  }
  return lines;
}

export interface RtlTextStyle {
  /** In pixels. */
  fontSize: number;
  /** A multiple of the font size, as in CSS. */
  lineHeight: number;
  maxWidth: number;
  color: string;
}

/** A picture of some right-to-left text, with its size in pixels. */
export interface RtlPicture {
  src: string;
  width: number;
  height: number;
  lines: number;
}

/**
 * `text` shaped, wrapped and drawn right-aligned, each line's baseline where CSS would put
 * it in its line box. The glyph outlines are the faces' own, so the picture needs no font.
 * Its box is the lines' boxes; the drawing may reach past it (marks above a tall letter),
 * which is why the SVG does not clip.
 */
export function rtlPicture(faces: RtlFaces, text: string, style: RtlTextStyle): RtlPicture {
  const unitsToPixels = style.fontSize / 1000;
  const lines = wrap(text, style.maxWidth, (line) => setLine(faces, line).width * unitsToPixels).map((line) => setLine(faces, line));
  const width = Math.ceil(Math.max(...lines.map((line) => line.width)) * unitsToPixels);
  const lineBox = style.fontSize * style.lineHeight;
  const { ascender, descender } = faces.arabic.hExtents();
  const em = faces.arabic.face.upem;
  // CSS's half-leading: the space left in the line box, shared above the ascender and below the descender.
  const baseline = (lineBox - ((ascender - descender) / em) * style.fontSize) / 2 + (ascender / em) * style.fontSize;
  const paths = lines.flatMap((line, index) =>
    line.glyphs.map((glyph) => {
      const font = faces[glyph.face];
      const scale = style.fontSize / font.face.upem;
      const x = width - line.width * unitsToPixels + glyph.x * unitsToPixels;
      const y = index * lineBox + baseline - glyph.y * unitsToPixels;
      return `<path transform="translate(${x.toFixed(2)} ${y.toFixed(2)}) scale(${scale.toFixed(5)} ${(-scale).toFixed(5)})" d="${font.glyphToPath(glyph.glyph)}"/>`;
    }),
  );
  const height = Math.ceil(lines.length * lineBox);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" overflow="visible"><g fill="${style.color}">${paths.join("")}</g></svg>`;
  return { src: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`, width, height, lines: lines.length };
}
