import { css } from "@emotion/react";
import { color, media, radius, shadow, size, space } from "../../theme/tokens.ts";

export const layout = (hasAside: boolean) => css`
  label: text-layout;
  display: grid;
  gap: ${space.xxl};
  align-items: center;
  ${media.large} { grid-template-columns: ${hasAside ? "minmax(0, 1.1fr) minmax(0, 0.9fr)" : "minmax(0, 1fr)"}; }
`;

export const copy = css`
  label: text-copy;
  max-width: 44rem;
  display: flex;
  flex-direction: column;
  gap: ${space.md};
`;

export const centred = css`
  margin: 0 auto;
  text-align: center;
  align-items: center;
`;




/** Text blocks sit in a flex column; the title needs a little more room below than the column gap. */
export const titleGap = css`margin-bottom: ${space.sm};`;

export const paragraph = css`
  label: text-paragraph;
  font-size: 1.0625rem;
  opacity: 0.88;
`;

export const points = css`
  label: text-points;
  list-style: none;
  margin: ${space.sm} 0 0;
  padding: 0;
  display: grid;
  gap: ${space.sm};
  text-align: start;
  & li { display: flex; gap: ${space.sm}; align-items: flex-start; font-weight: 550; }
  & svg { flex: none; margin-top: 0.2rem; color: ${color.leaf}; }
`;

export const badges = css`
  label: text-badges;
  list-style: none;
  margin: ${space.sm} 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
`;

export const centredRow = css`justify-content: center;`;

export const badge = css`
  label: text-badge;
  display: inline-flex;
  align-items: center;
  gap: 0.45rem;
  padding: 0.5rem 0.95rem;
  border-radius: ${radius.pill};
  border: 1px solid rgba(47, 163, 107, 0.45);
  background: rgba(47, 163, 107, 0.1);
  font-size: ${size.small};
  font-weight: 650;
  & svg { color: ${color.leaf}; }
`;


export const quote = css`
  label: text-quote;
  position: relative;
  margin: 0;
  padding: ${space.xxl} ${space.xl} ${space.xl};
  border-radius: ${radius.lg};
  background: linear-gradient(150deg, ${color.brandDark}, ${color.brand});
  color: ${color.onDark};
  box-shadow: ${shadow.raised};
  & > svg { position: absolute; top: ${space.lg}; inset-inline-start: ${space.xl}; color: ${color.leaf}; }
  & blockquote { margin: ${space.md} 0 0; font-size: ${size.lead}; font-weight: 550; line-height: 1.5; }
  & figcaption { margin-top: ${space.lg}; font-size: ${size.small}; color: ${color.onDarkMuted}; }
`;

export const picture = css`
  label: text-picture;
  position: relative;
  overflow: hidden;
  aspect-ratio: 4 / 3;
  border-radius: ${radius.lg};
  background: linear-gradient(135deg, ${color.brand}, ${color.sky});
  box-shadow: ${shadow.raised};
  & img { width: 100%; height: 100%; object-fit: cover; }
`;

/** Shown when the picture can't load: the gradient box with a quiet mark, not a broken image. */
export const pictureFallback = css`
  label: text-picture-fallback;
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  color: rgba(255, 255, 255, 0.55);
  background-image: radial-gradient(rgba(255, 255, 255, 0.14) 1px, transparent 1px);
  background-size: 18px 18px;
`;
