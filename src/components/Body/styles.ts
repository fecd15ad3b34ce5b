import { css } from "@emotion/react";
import { color, radius, size, space } from "../../theme/tokens.ts";

/** Long text: a measure of about 70 characters, and spacing set by the element, not by content. */
export const body = css`
  label: body;
  max-width: 44rem;
  margin: 0 auto;
  font-size: ${size.text};
  line-height: 1.75;
  color: ${color.ink};
  overflow-wrap: anywhere;
  & > * + * { margin-top: ${space.md}; }
  & h2 { font-size: 1.625rem; line-height: 1.25; margin-top: ${space.xxl}; }
  & h3 { font-size: ${size.h3}; line-height: 1.3; margin-top: ${space.xl}; }
  & h4 { font-size: 1.0625rem; margin-top: ${space.lg}; }
  & h2 + *, & h3 + *, & h4 + * { margin-top: ${space.sm}; }
  & ul, & ol { padding-inline-start: 1.5rem; }
  & li + li { margin-top: ${space.xs}; }
  & a { color: ${color.brand}; text-decoration: underline; text-underline-offset: 0.15em; }
  & a:hover { color: ${color.brandDark}; }
  & blockquote {
    margin-inline: 0;
    padding: ${space.sm} ${space.lg};
    border-inline-start: 4px solid ${color.leaf};
    background: ${color.leafSoft};
    border-radius: 0 ${radius.sm} ${radius.sm} 0;
    font-size: ${size.lead};
    line-height: 1.5;
  }
  [dir="rtl"] & blockquote { border-radius: ${radius.sm} 0 0 ${radius.sm}; }
  & blockquote > * + * { margin-top: ${space.sm}; }
`;

export const image = css`
  label: body-image;
  display: block;
  width: 100%;
  height: auto;
  border-radius: ${radius.md};
  background: ${color.mist};
`;

export const tableScroller = css`
  label: body-table;
  max-width: 100%;
  overflow-x: auto;
  border: 1px solid ${color.line};
  border-radius: ${radius.md};
  &:focus-visible { outline: 3px solid ${color.focusRing}; outline-offset: 2px; }
`;

export const table = css`
  label: body-table-grid;
  /* As wide as its words need, at least the column's: a wide table scrolls inside its frame instead of breaking words. */
  width: max-content;
  min-width: 100%;
  max-width: 56rem;
  border-collapse: collapse;
  font-size: ${size.small};
  overflow-wrap: normal;
  line-height: 1.5;
  & th, & td { padding: ${space.sm} ${space.md}; text-align: start; vertical-align: top; border-bottom: 1px solid ${color.line}; }
  & thead th { background: ${color.mist}; font-weight: 700; white-space: nowrap; }
  & tbody tr:last-child > * { border-bottom: none; }
  & [data-align="right"] { text-align: end; }
  & [data-align="center"] { text-align: center; }
`;
