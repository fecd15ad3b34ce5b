import { createElement, type SVGAttributes } from "react";
import type { IconShape } from "../../content/site-content.ts";

export interface GlyphProps extends Omit<SVGAttributes<SVGSVGElement>, "children"> {
  /** The shapes inside the <svg>, on a 24-unit grid: drawings.ts, or an icon delivered with a page. */
  drawing: readonly IconShape[];
  size?: number;
  strokeWidth?: number;
}

/**
 * A line icon in the text's colour. Decorative: the text beside it carries the meaning.
 * The app draws its icons from shape data rather than through the icon packages'
 * components, whose own code would weigh more than the drawings.
 */
export function Glyph({ drawing, size = 24, strokeWidth = 2, ...svg }: GlyphProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...svg}
    >
      {drawing.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
