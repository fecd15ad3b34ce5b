import { css } from "@emotion/react";
import { color, media, motion, radius, size, space } from "../../theme/tokens.ts";
import * as surface from "../../theme/surfaces.ts";

export const list = css`
  label: faq;
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  max-width: 48rem;
  margin: 0 auto;
`;

export const item = css`
  label: faq-item;
  ${surface.panel({ corner: "md", raised: false })}
  transition: border-color ${motion.fast} ease, box-shadow ${motion.fast} ease;
  &:has([aria-expanded="true"]) { border-color: ${color.brand}; box-shadow: 0 8px 24px rgba(12, 31, 26, 0.06); }
`;

export const heading = css`
  label: faq-question;
  font-size: 1.0625rem;
  font-weight: 650;
  letter-spacing: 0;
  ${media.medium} { font-size: 1.125rem; }
`;

export const button = css`
  label: faq-button;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
  width: 100%;
  min-height: 44px;
  padding: ${space.md} ${space.md} ${space.md} ${space.lg};
  font: inherit;
  line-height: 1.4;
  text-align: start;
  color: ${color.ink};
  background: none;
  border: 0;
  border-radius: ${radius.md};
  cursor: pointer;
  transition: color ${motion.fast} ease;
  &:hover { color: ${color.brand}; }
  &[aria-expanded="true"] > span:last-of-type { transform: rotate(180deg); background: ${color.brand}; color: ${color.onDark}; }
  ${media.medium} { padding: 1.125rem ${space.lg}; }
`;

export const chevron = css`
  label: faq-chevron;
  flex: none;
  ${surface.badge({ side: "36px", corner: "pill", background: color.leafSoft, foreground: color.brand })}
  transition: transform ${motion.base} ${motion.ease}, background-color ${motion.fast} ease, color ${motion.fast} ease;
`;

export const panel = css`
  label: faq-answer;
  padding: 0 ${space.lg} ${space.lg};
  font-size: ${size.text};
  color: ${color.inkMuted};
  max-width: 42rem;
`;
