/** Design tokens: every colour, size and duration a style uses comes from here. */
export const color = {
  ink: "#0c1f1a",
  inkMuted: "#41564f",
  inkSoft: "#5b6c66",
  paper: "#ffffff",
  mist: "#f3f7f5",
  line: "#dbe5e0",
  brand: "#0e6b50",
  brandDark: "#083f31",
  brandDeep: "#052a21",
  leaf: "#2fa36b",
  leafSoft: "#e3f4ea",
  sky: "#1a6fa3",
  skySoft: "#e4f0f8",
  sun: "#f2b134",
  sunSoft: "#fdf3dc",
  success: "#14804a",
  successSoft: "#e6f6ec",
  danger: "#b42318",
  dangerSoft: "#fef3f2",
  focus: "#f2b134",
  focusRing: "#0a3d8f",
  onDark: "#ffffff",
  onDarkMuted: "rgba(255, 255, 255, 0.82)",
} as const;

export const font = {
  body: '"Inter Variable", "Inter Fallback", "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
  display: '"Inter Variable", "Inter Fallback", "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
} as const;

export const size = {
  text: "1.0625rem",
  small: "0.9375rem",
  tiny: "0.8125rem",
  lead: "clamp(1.125rem, 1rem + 0.6vw, 1.375rem)",
  h1: "clamp(2.25rem, 1.6rem + 3.2vw, 4rem)",
  h2: "clamp(1.75rem, 1.4rem + 1.6vw, 2.625rem)",
  h3: "1.25rem",
} as const;

export const space = {
  xs: "0.25rem",
  sm: "0.5rem",
  md: "1rem",
  lg: "1.5rem",
  xl: "2rem",
  xxl: "3rem",
  section: "clamp(4rem, 3rem + 4vw, 7rem)",
  gutter: "clamp(1.25rem, 0.8rem + 2vw, 2rem)",
} as const;

export const radius = { sm: "6px", md: "12px", lg: "20px", pill: "999px" } as const;

export const shadow = {
  card: "0 1px 2px rgba(12, 31, 26, 0.06), 0 8px 24px rgba(12, 31, 26, 0.06)",
  raised: "0 2px 4px rgba(12, 31, 26, 0.08), 0 16px 40px rgba(12, 31, 26, 0.12)",
  header: "0 1px 0 rgba(12, 31, 26, 0.06), 0 6px 20px rgba(12, 31, 26, 0.08)",
} as const;

export const layout = { maxWidth: "1200px", headerHeight: "72px" } as const;

/** The large-screen breakpoint: the header shows its full navigation from here up. */
export const breakpoint = { large: 1024, medium: 720 } as const;
export const media = {
  large: `@media (min-width: ${breakpoint.large}px)`,
  belowLarge: `@media (max-width: ${breakpoint.large - 1}px)`,
  medium: `@media (min-width: ${breakpoint.medium}px)`,
  reducedMotion: "@media (prefers-reduced-motion: reduce)",
} as const;

export const motion = { fast: "150ms", base: "250ms", slow: "600ms", ease: "cubic-bezier(0.22, 1, 0.36, 1)" } as const;
