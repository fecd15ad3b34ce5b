import { css } from "@emotion/react";
import { color, media, motion, shadow, size, space } from "../../theme/tokens.ts";
import * as surface from "../../theme/surfaces.ts";

/** How many columns the grid has from 720 px and from 1024 px (one below). */
export function columnsOf(columns: number | undefined, count: number): { medium: number; large: number } {
  return { medium: Math.min(2, columns ?? count), large: Math.min(columns ?? Math.min(count, 4), 4) };
}

export const grid = (columns: number | undefined, count: number) => css`
  label: cards-grid;
  display: grid;
  gap: ${space.lg};
  grid-template-columns: 1fr;
  list-style: none;
  margin: 0;
  padding: 0;
  ${media.medium} { grid-template-columns: repeat(${columnsOf(columns, count).medium}, minmax(0, 1fr)); }
  ${media.large} { grid-template-columns: repeat(${columnsOf(columns, count).large}, minmax(0, 1fr)); gap: ${space.xl}; }
`;

export const card = css`
  label: card;
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  height: 100%;
  padding: ${space.xl};
  ${surface.panel({ corner: "lg", raised: true })}
  transition: transform ${motion.base} ${motion.ease}, box-shadow ${motion.base} ${motion.ease};
`;

/** Only cards that lead somewhere rise under the pointer; the others shouldn't look clickable. */
export const linkedCard = css`
  &:hover { transform: translateY(-4px); box-shadow: ${shadow.raised}; }
`;

export const photoCard = css`
  padding: 0;
  overflow: hidden;
  & > .card-body { padding: ${space.lg} ${space.xl} ${space.xl}; display: flex; flex-direction: column; gap: ${space.sm}; flex: 1; }
`;

export const iconBadge = css`
  label: card-icon;
  ${surface.badge({ side: "56px", corner: "md", background: color.leafSoft, foreground: color.brand })}
  margin-bottom: ${space.sm};
`;

export const stepNumber = css`
  label: card-step;
  ${surface.badge({ side: "48px", corner: "pill", background: color.brand, foreground: color.onDark })}
  font-weight: 800;
  font-size: 1.25rem;
  margin-bottom: ${space.sm};
`;

export const photo = css`
  label: card-photo;
  position: relative;
  aspect-ratio: 4 / 3;
  background: linear-gradient(135deg, ${color.brand}, ${color.sky});
  & img { width: 100%; height: 100%; object-fit: cover; }
`;

export const initials = css`
  label: card-initials;
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  font-size: 3rem;
  font-weight: 800;
  letter-spacing: 0.04em;
  color: rgba(255, 255, 255, 0.92);
`;

export const title = css`
  label: card-title;
  ${surface.heading(size.h3, 700)}
`;

export const meta = css`
  label: card-meta;
  font-size: ${size.small};
  font-weight: 600;
  color: ${color.brand};
`;

export const text = css`
  label: card-text;
  color: ${color.inkMuted};
  flex: 1;
`;

export const link = css`
  label: card-link;
  display: inline-flex;
  align-items: center;
  gap: 0.35em;
  margin-top: ${space.sm};
  font-weight: 650;
  color: ${color.brand};
  text-decoration: none;
  &:hover { text-decoration: underline; text-underline-offset: 4px; }
  /* The arrow points the way the line is read: to the left in Arabic. */
  [dir="rtl"] & svg { transform: scaleX(-1); }
`;

