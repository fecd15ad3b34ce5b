import { css } from "@emotion/react";
import { color, media, radius, shadow, size, space } from "../../theme/tokens.ts";

export const grid = css`
  label: entry-cards;
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${space.lg};
  grid-template-columns: minmax(0, 1fr);
  ${media.medium} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${media.large} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

/** The whole card answers a click on its title's link, which stretches over it. */
export const card = css`
  label: entry-card;
  position: relative;
  display: flex;
  flex-direction: column;
  background: ${color.paper};
  border: 1px solid ${color.line};
  border-radius: ${radius.lg};
  overflow: hidden;
  box-shadow: ${shadow.card};
  &:focus-within { outline: 3px solid ${color.focusRing}; outline-offset: 2px; }
`;

export const picture = css`
  label: entry-card-picture;
  aspect-ratio: 16 / 9;
  background: linear-gradient(135deg, ${color.brandDark}, ${color.brand});
`;

export const image = css`
  label: entry-card-image;
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

export const fallback = css`
  label: entry-card-fallback;
  display: block;
  width: 100%;
  height: 100%;
`;

export const text = css`
  label: entry-card-text;
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  padding: ${space.lg};
`;

export const meta = css`
  label: entry-card-meta;
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs} ${space.md};
  font-size: ${size.tiny};
  color: ${color.inkSoft};
`;

export const type = css`
  label: entry-card-type;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${color.brand};
`;

export const state = css`
  label: entry-card-state;
  padding: 0 ${space.sm};
  border-radius: ${radius.pill};
  background: ${color.sunSoft};
  color: ${color.ink};
  font-weight: 700;
`;

export const title = css`
  label: entry-card-title;
  font-size: ${size.h3};
  line-height: 1.3;
`;

export const link = css`
  label: entry-card-link;
  color: ${color.ink};
  text-decoration: none;
  &::after { content: ""; position: absolute; inset: 0; }
  &:hover { color: ${color.brand}; text-decoration: underline; }
  &:focus-visible { outline: none; }
`;

export const summary = css`
  label: entry-card-summary;
  font-size: ${size.small};
  line-height: 1.6;
  color: ${color.inkMuted};
`;

export const empty = css`
  label: entry-cards-empty;
  text-align: center;
  color: ${color.inkMuted};
`;

export const facts = css`
  label: entry-card-facts;
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs} ${space.md};
  margin-top: ${space.sm};
  padding: 0;
  list-style: none;
  font-size: ${size.small};
  font-weight: 600;
  color: ${color.inkMuted};
`;
