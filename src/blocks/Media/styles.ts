import { css } from "@emotion/react";
import { color, radius, shadow, size, space } from "../../theme/tokens.ts";

export const figure = css`
  label: media;
  margin: 0;
`;

/** A fixed height, so the page doesn't jump when the picture arrives or fails. */
export const frame = (height: number) => css`
  label: media-frame;
  position: relative;
  width: 100%;
  height: ${height}px;
  overflow: hidden;
  background: linear-gradient(135deg, ${color.brandDeep} 0%, ${color.brand} 55%, ${color.sky} 100%);
  & img { width: 100%; height: 100%; object-fit: cover; }
`;

export const rounded = css`
  border-radius: ${radius.lg};
  box-shadow: ${shadow.card};
`;

export const fallback = css`
  label: media-fallback;
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${space.md};
  padding: ${space.lg};
  color: ${color.onDark};
  text-align: center;
  background-image:
    radial-gradient(rgba(255, 255, 255, 0.16) 1px, transparent 1.6px),
    radial-gradient(circle at 30% 35%, rgba(47, 163, 107, 0.45), transparent 55%),
    linear-gradient(135deg, ${color.brandDeep} 0%, ${color.brand} 55%, ${color.sky} 100%);
  background-size: 22px 22px, 100% 100%, 100% 100%;
  & > svg { opacity: 0.9; }
`;

export const fallbackText = css`
  label: media-fallback-text;
  max-width: 32rem;
  font-size: ${size.small};
  color: ${color.onDarkMuted};
`;

export const caption = css`
  label: media-caption;
  margin-top: ${space.md};
  font-size: ${size.small};
  color: ${color.inkMuted};
  text-align: center;
`;
