/**
 * The Arabic first paint's stand-in where no phone or desktop Arabic face is installed:
 * Linux desktops and servers, where Chromium's `local()` finds none of the faces "Arabic
 * Fallback" names (no Noto Naskh Arabic, no "Arial") and Arabic letters fell through to
 * DejaVu Sans, fontconfig's Arabic face on Debian and most distributions, at its own size:
 * 6 % wider than Noto Sans Arabic at 400, so the hero's lines broke elsewhere when the face
 * arrived (Lighthouse's CLS 0.021 on /ar/ came from this).
 *
 * One face per weight the site sets Arabic in, each scaled to Noto Sans Arabic's shaped
 * width of the Arabic copy at that weight (`tsx scripts/cli/fallback-metrics.ts
 * DejaVuSans.ttf 500`): Noto Sans Arabic is a variable face that widens as it thickens
 * (12 % from 400 to 800), DejaVu Sans has two static faces, and one size for all weights
 * left headings, buttons and the menu 5–7 % off. Heights are Noto Sans Arabic's, scaled
 * back by each size, so every line box keeps its height across the swap. An earlier try with
 * two faces (regular at 400, bold at 800) shifted /ar/esg and the news by more than before.
 */
export const arabicFallbackLinuxFamily = "Arabic Fallback DejaVu";

/** Noto Sans Arabic's ascent and descent (hhea), in ems. */
const notoAscent = 1.374;
const notoDescent = 0.7381;

const regular = `local("DejaVu Sans"), local("DejaVuSans")`;
const bold = `local("DejaVu Sans Bold"), local("DejaVuSans-Bold")`;

/** Each weight band (CSS weights, ends included), the DejaVu face drawn and its size-adjust in percent. */
const bands: { weights: string; src: string; sizeAdjust: number }[] = [
  { weights: "1 449", src: regular, sizeAdjust: 93.77 },
  { weights: "450 524", src: regular, sizeAdjust: 96.4 },
  { weights: "525 574", src: regular, sizeAdjust: 97.85 },
  { weights: "575 624", src: bold, sizeAdjust: 83.31 },
  { weights: "625 674", src: bold, sizeAdjust: 84.71 },
  { weights: "675 724", src: bold, sizeAdjust: 86.12 },
  { weights: "725 774", src: bold, sizeAdjust: 87.46 },
  { weights: "775 1000", src: bold, sizeAdjust: 88.85 },
];

const percent = (value: number) => `${value.toFixed(2)}%`;

/**
 * The faces' rules, each kept to `unicodeRange` (Arabic characters) so DejaVu's Latin letters
 * never stand in for Inter's. Text, for a css`` template: an interpolated emotion style would
 * be followed by a semicolon, which CSS reads as a broken rule and drops with the next one.
 */
export function arabicFallbackLinuxFaces(unicodeRange: string): string {
  return bands
    .map(
      ({ weights, src, sizeAdjust }) => `
  @font-face {
    font-family: "${arabicFallbackLinuxFamily}";
    font-weight: ${weights};
    src: ${src};
    size-adjust: ${percent(sizeAdjust)};
    ascent-override: ${percent((notoAscent / sizeAdjust) * 10000)};
    descent-override: ${percent((notoDescent / sizeAdjust) * 10000)};
    line-gap-override: 0%;
    unicode-range: ${unicodeRange};
  }`,
    )
    .join("\n");
}
