/**
 * `sizes` values for the slots images fill, so the browser picks a file close to the width
 * it shows. They follow the section container: 1200 px at most, with 2 rem gutters on
 * large screens (1136 px of content) and about 1.25 rem on phones.
 */
const contentWidth = 1136;

/** One column of a grid with `large` columns from 1024 px, `medium` from 720 px and one below. */
export function gridColumnSizes(large: number, medium: number): string {
  const columnAtMax = Math.ceil((contentWidth - (large - 1) * 32) / large);
  return [
    `(min-width: 1200px) ${columnAtMax}px`,
    `(min-width: 1024px) calc((100vw - ${4 + (large - 1) * 2}rem) / ${large})`,
    `(min-width: 720px) calc((100vw - ${4 + (medium - 1) * 1.5}rem) / ${medium})`,
    "calc(100vw - 2.5rem)",
  ].join(", ");
}

/**
 * The container's full width, for a frame of fixed height whose picture is cropped to
 * cover it: on a narrow screen the height decides, so the width never drops below
 * that height at a 3:2 picture's proportions.
 */
export function coverFrameSizes(frameHeight: number): string {
  const coverWidth = Math.ceil(frameHeight * 1.5);
  return [`(min-width: 1200px) ${contentWidth}px`, `(min-width: ${coverWidth + 40}px) calc(100vw - 2.5rem)`, `${coverWidth}px`].join(", ");
}

/** The aside column of a two-column text section (1.1fr / 0.9fr from 1024 px). */
export const asideColumnSizes = "(min-width: 1200px) 520px, (min-width: 1024px) 45vw, calc(100vw - 2.5rem)";
