import { css } from "@emotion/react";
import { color, media, radius, space } from "../../theme/tokens.ts";

export const grid = css`
  label: stats-grid;
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.lg};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.large} { grid-template-columns: repeat(4, minmax(0, 1fr)); gap: ${space.xl}; }
`;

export const item = css`
  label: stat;
  padding: ${space.xl} ${space.md};
  border-radius: ${radius.lg};
  border: 1px solid rgba(255, 255, 255, 0.14);
  background: rgba(255, 255, 255, 0.05);
  text-align: center;
`;

export const onLight = css`
  border-color: ${color.line};
  background: ${color.paper};
`;

export const value = css`
  label: stat-value;
  display: block;
  font-size: clamp(2.25rem, 1.6rem + 2.6vw, 3.5rem);
  font-weight: 800;
  line-height: 1;
  letter-spacing: -0.03em;
  font-variant-numeric: tabular-nums;
  color: ${color.leaf};
`;

export const label = css`
  label: stat-label;
  display: block;
  margin-top: ${space.sm};
  font-weight: 600;
  opacity: 0.9;
`;

