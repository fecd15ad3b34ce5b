/** The screen widths every route is checked at: small phones to large desktops. */
export const sweepWidths = [320, 360, 390, 414, 600, 768, 820, 1024, 1280, 1440, 1920] as const;

/** A plausible screen height for a width: phones are tall, larger screens landscape. */
export function heightFor(width: number): number {
  if (width <= 320) return 568;
  if (width <= 414) return 844;
  if (width <= 820) return 1024;
  return 900;
}
