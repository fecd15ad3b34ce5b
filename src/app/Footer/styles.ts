import { css } from "@emotion/react";
import { color, layout, media, size, space } from "../../theme/tokens.ts";

export const root = css`
  label: site-footer;
  background: ${color.brandDeep};
  color: ${color.onDarkMuted};
  padding: ${space.xxl} 0 ${space.xl};
  font-size: ${size.small};
`;

export const grid = css`
  label: footer-grid;
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${space.gutter};
  display: grid;
  gap: ${space.xl};
  grid-template-columns: 1fr;
  ${media.medium} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${media.large} { grid-template-columns: 1.6fr 1fr 1.2fr 1fr; gap: ${space.xxl}; }
`;

export const brand = css`
  label: footer-brand;
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  & > a { color: ${color.onDark}; }
`;

export const heading = css`
  label: footer-heading;
  color: ${color.onDark};
  font-size: 1rem;
  font-weight: 700;
  margin-bottom: ${space.md};
`;

export const list = css`
  label: footer-list;
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  /* A label that wraps (the longer Arabic ones do) stays one block, clickable across its whole box. */
  & a { display: inline-block; color: ${color.onDarkMuted}; text-decoration: none; }
  & a:hover { color: ${color.onDark}; text-decoration: underline; text-underline-offset: 3px; }
`;


export const contactItem = css`
  label: footer-contact-item;
  display: flex;
  align-items: flex-start;
  gap: ${space.sm};
  & svg { flex: none; margin-top: 0.2rem; color: ${color.leaf}; }
`;

export const bottom = css`
  label: footer-bottom;
  max-width: ${layout.maxWidth};
  margin: ${space.xxl} auto 0;
  padding: ${space.lg} ${space.gutter} 0;
  border-top: 1px solid rgba(255, 255, 255, 0.12);
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${space.md};
`;

export const languages = css`
  label: footer-languages;
  &:empty { display: none; }
  & a { color: ${color.onDark}; text-underline-offset: 3px; }
`;
