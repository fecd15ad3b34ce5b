/**
 * The screen widths every English route is checked at, small phones to large desktops: each
 * layout range (src/theme/tokens.ts: below 720, 720 to 1023, 1024 and up) at both its edges,
 * where a layout runs out of room or has the most to fill (320 and 719 … 1023 as the phone
 * menu's widest, 1024 as the full header's narrowest), the two widths the browser projects
 * run (390, 1440), and a large desktop (1920). Widths inside a range add nothing its edges
 * do not check: the layout there is the same rules with more room.
 */
export const sweepWidths = [320, 390, 719, 720, 1023, 1024, 1440, 1920] as const;

/**
 * The widths the Arabic routes are checked at. They are the same blocks and layout code
 * mirrored, swept at every width above in English; what Arabic adds is its own words, so each
 * layout range (src/theme/tokens.ts: below 720, 720 to 1023, 1024 and up) is checked at its
 * narrowest width, where longer words run out of room first (1024 is also where the full
 * header must fit them), and at the two widths the browser projects run (390, 1440).
 */
export const arabicSweepWidths = [320, 390, 768, 1024, 1440] as const;

/** A plausible screen height for a width: phones are tall, larger screens landscape. */
export function heightFor(width: number): number {
  if (width <= 320) return 568;
  if (width <= 414) return 844;
  if (width <= 820) return 1024;
  return 900;
}
