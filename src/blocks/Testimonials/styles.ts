import { css } from "@emotion/react";
import { color, media, radius, shadow, size, space } from "../../theme/tokens.ts";

export const grid = (count: number) => css`
  label: testimonials;
  display: grid;
  gap: ${space.lg};
  grid-template-columns: 1fr;
  list-style: none;
  margin: 0 auto;
  padding: 0;
  max-width: ${count === 1 ? "48rem" : "none"};
  ${media.medium} { grid-template-columns: repeat(${Math.min(count, 2)}, minmax(0, 1fr)); }
  ${media.large} { grid-template-columns: repeat(${Math.min(count, 3)}, minmax(0, 1fr)); gap: ${space.xl}; }
`;

export const card = css`
  label: testimonial;
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  height: 100%;
  margin: 0;
  padding: ${space.xl} ${space.lg} ${space.lg};
  background: ${color.paper};
  border: 1px solid ${color.line};
  border-radius: ${radius.lg};
  box-shadow: ${shadow.card};
  ${media.medium} { padding: ${space.xl}; }
`;

export const mark = css`
  label: testimonial-mark;
  position: absolute;
  top: ${space.lg};
  inset-inline-end: ${space.lg};
  color: ${color.leafSoft};
  fill: ${color.leafSoft};
`;

export const stars = css`
  label: testimonial-stars;
  display: inline-flex;
  gap: 0.15rem;
  width: fit-content;
`;

export const starOn = css`
  color: ${color.sun};
  fill: ${color.sun};
`;

/** Outlined in a darker grey than the fill, so an empty star reads as empty without relying on colour. */
export const starOff = css`
  color: ${color.inkSoft};
  fill: none;
`;

export const quote = css`
  label: testimonial-quote;
  flex: 1;
  margin: 0;
  font-size: 1.0625rem;
  line-height: 1.65;
  color: ${color.ink};
`;

export const person = css`
  label: testimonial-person;
  display: flex;
  align-items: center;
  gap: 0.875rem;
  padding-top: ${space.md};
  border-top: 1px solid ${color.line};
`;

export const avatar = css`
  label: testimonial-avatar;
  position: relative;
  flex: none;
  width: 52px;
  height: 52px;
  border-radius: ${radius.pill};
  overflow: hidden;
  background: linear-gradient(135deg, ${color.brand}, ${color.sky});
  & img { position: relative; width: 100%; height: 100%; object-fit: cover; }
`;

export const initials = css`
  label: testimonial-initials;
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  font-weight: 750;
  letter-spacing: 0.04em;
  color: ${color.onDark};
`;

export const who = css`
  label: testimonial-who;
  display: flex;
  flex-direction: column;
  min-width: 0;
  line-height: 1.35;
`;

export const name = css`
  label: testimonial-name;
  font-weight: 700;
  color: ${color.ink};
`;

export const role = css`
  label: testimonial-role;
  font-size: ${size.small};
  color: ${color.inkMuted};
`;
