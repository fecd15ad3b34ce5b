/**
 * The screen widths every English route is checked at, small phones to desktops: the
 * narrowest of each layout range (src/theme/tokens.ts: below 720, 720 to 1023, 1024 and up),
 * where a layout runs out of room first (320, 720, and 1024 as the full header's narrowest),
 * the widest phone layout (719, the phone menu's widest), and the two widths the browser
 * projects run (390, 1440). The widest of the middle range (1023) and a large desktop (1920)
 * are left out to keep the browser suite within CI's time: each is the same rules as 720 and
 * 1440 with more room.
 */
export const sweepWidths = [320, 390, 719, 720, 1024, 1440] as const;

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
