import { css } from "@emotion/react";
import { color, layout, size, space } from "../../theme/tokens.ts";
import * as surface from "../../theme/surfaces.ts";

export const tones = {
  light: css`background: ${color.paper};`,
  muted: css`background: ${color.mist};`,
  brand: css`background: linear-gradient(135deg, ${color.brandDark} 0%, ${color.brand} 60%, #12805f 100%); color: ${color.onDark};`,
  dark: css`background: ${color.brandDeep}; color: ${color.onDark};`,
} as const;

export type Tone = keyof typeof tones;

export const section = css`
  label: section;
  padding: ${space.section} 0;
`;

export const container = css`
  label: container;
  width: 100%;
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${space.gutter};
`;

export const heading = css`
  label: section-heading;
  max-width: 46rem;
  margin: 0 auto ${space.xxl};
  text-align: center;
`;

export const eyebrow = css`
  label: eyebrow;
  display: inline-block;
  font-size: ${size.tiny};
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${color.leaf};
  margin-bottom: ${space.sm};
`;

/** The bright accent is readable on dark backgrounds only; light ones use the deeper green. */
export const eyebrowOnLight = css`color: ${color.brand};`;

export const title = css`
  label: section-title;
  ${surface.heading(size.h2, 750)}
`;

export const intro = css`
  label: section-intro;
  margin-top: ${space.md};
  font-size: ${size.lead};
  color: inherit;
  opacity: 0.85;
`;
