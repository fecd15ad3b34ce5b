/**
 * `tsx scripts/cli/fallback-metrics.ts <reference font file> [weight]`: the overrides that scale a
 * local face (the reference) to Noto Sans Arabic's metrics, for the "Arabic Fallback" face
 * in src/theme/arabic-fonts.ts. Widths are measured on the Arabic copy itself, shaped (an
 * Arabic letter's width depends on its joining form), so size-adjust matches line lengths
 * of the text the site actually sets; heights come from the faces' hhea tables (or OS/2's
 * typographic metrics when a face asks for them), as browsers read them.
 */
import type { Font } from "harfbuzzjs";
import { arabicContentText, fullArabicPath, isArabicScript } from "../fonts/arabic-core-subset.ts";
import { shaped, shapingFace } from "../fonts/shaping.ts";

interface Metrics {
  /** Shaped advance per character of the copy, in ems. */
  width: number;
  ascent: number;
  descent: number;
  lineGap: number;
}

function verticalMetrics(font: Font): Omit<Metrics, "width"> {
  const hhea = new DataView(font.face.referenceTable("hhea")!.buffer);
  const os2Table = font.face.referenceTable("OS/2");
  const os2 = os2Table && new DataView(os2Table.buffer, os2Table.byteOffset);
  const useTypoMetrics = os2 ? (os2.getUint16(62) & 0x80) !== 0 : false;
  const [ascent, descent, lineGap] = useTypoMetrics ? [os2!.getInt16(68), os2!.getInt16(70), os2!.getInt16(72)] : [hhea.getInt16(4), hhea.getInt16(6), hhea.getInt16(8)];
  const upem = font.face.upem;
  return { ascent: ascent / upem, descent: Math.abs(descent) / upem, lineGap: lineGap / upem };
}

async function metricsOf(file: string, text: string, wght?: number): Promise<Metrics> {
  const font = await shapingFace(file, text, wght);
  const advance = shaped(font, text).reduce((sum, glyph) => sum + glyph.advance, 0);
  return { width: advance / font.face.upem / [...text].length, ...verticalMetrics(font) };
}

const reference = process.argv[2];
if (!reference) throw new Error("Name the local face's font file to measure against: tsx scripts/cli/fallback-metrics.ts <file>");
// The copy's Arabic words, one space apart: Latin runs inside it are set in Inter, not in either face.
const words = arabicContentText().match(/\p{Script_Extensions=Arabic}+/gu)!.filter((word) => [...word].some(isArabicScript));
const text = words.join(" ");
// The web face at the weight the reference stands in for: 400 for text, 800 for headings against a bold face.
const weight = Number(process.argv[3] ?? 400);
const web = await metricsOf(fullArabicPath, text, weight);
const local = await metricsOf(reference, text);
const sizeAdjust = web.width / local.width;
const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
console.log(`${[...text].length} characters of Arabic copy; ${web.width.toFixed(4)} em a character in Noto Sans Arabic, ${local.width.toFixed(4)} em in the reference`);
console.log(`size-adjust: ${percent(sizeAdjust)};`);
console.log(`ascent-override: ${percent(web.ascent / sizeAdjust)};`);
console.log(`descent-override: ${percent(web.descent / sizeAdjust)};`);
console.log(`line-gap-override: ${percent(web.lineGap / sizeAdjust)};`);
