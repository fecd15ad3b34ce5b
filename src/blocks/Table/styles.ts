import { css } from "@emotion/react";
import { color, media, size, space } from "../../theme/tokens.ts";
import * as surface from "../../theme/surfaces.ts";

/** Narrower than the page, so a few columns read as a spec sheet rather than a spreadsheet. */
export const root = css`
  label: table;
  max-width: 60rem;
  margin: 0 auto;
`;

export const frame = css`
  label: table-frame;
  ${surface.panel({ corner: "md", raised: true })}
  overflow: hidden;
  position: relative;
  /* On narrow screens a shade at the right edge says there are more columns to scroll to. */
  @media (max-width: 59.99rem) {
    &::after {
      content: "";
      position: absolute;
      top: 0;
      inset-inline-end: 0;
      bottom: 0;
      width: 2rem;
      pointer-events: none;
      background: linear-gradient(to right, rgba(12, 31, 26, 0), rgba(12, 31, 26, 0.14));
    }
    /* The shade darkens toward the edge the hidden columns are behind. */
    [dir="rtl"] &::after { background: linear-gradient(to left, rgba(12, 31, 26, 0), rgba(12, 31, 26, 0.14)); }
  }
`;

export const scroller = css`
  label: table-scroller;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  /* Lets the caption size itself to the visible width rather than the table's. */
  container-type: inline-size;
  &:focus-visible { outline-offset: -3px; }
`;

export const table = css`
  label: table-grid;
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${size.small};
  font-variant-numeric: tabular-nums lining-nums;
  text-align: start;

  th, td {
    padding: 0.8rem ${space.md};
    text-align: start;
    vertical-align: top;
    border-bottom: 1px solid ${color.line};
  }
  ${media.medium} { th, td { padding: 0.9rem ${space.lg}; } }

  thead th {
    background: ${color.brandDeep};
    color: ${color.onDark};
    font-size: ${size.tiny};
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    white-space: nowrap;
    border-bottom: 0;
  }

  td { color: ${color.inkMuted}; white-space: nowrap; }

  tbody th {
    min-width: 9.5rem;
    font-weight: 650;
    color: ${color.ink};
    background: ${color.paper};
    ${media.medium} { min-width: 12rem; }
  }
  tbody tr:nth-of-type(even) > * { background: ${color.mist}; }
  tbody tr:last-of-type > * { border-bottom: 0; }

  /* Keep each row's name in view while the figures scroll past on a phone. */
  th:first-of-type {
    position: sticky;
    inset-inline-start: 0;
    z-index: 1;
    box-shadow: inset -1px 0 0 ${color.line};
  }
  thead th:first-of-type { box-shadow: inset -1px 0 0 rgba(255, 255, 255, 0.16); }
  /* The divider is drawn on the side the figures scroll under. */
  [dir="rtl"] & th:first-of-type { box-shadow: inset 1px 0 0 ${color.line}; }
  [dir="rtl"] & thead th:first-of-type { box-shadow: inset 1px 0 0 rgba(255, 255, 255, 0.16); }
`;

export const caption = css`
  label: table-caption;
  position: sticky;
  inset-inline-start: 0;
  max-width: 100cqi;
  padding: ${space.md} ${space.md} 0.85rem;
  caption-side: top;
  text-align: start;
  font-weight: 700;
  color: ${color.ink};
  ${media.medium} { padding: ${space.lg} ${space.lg} ${space.md}; }
`;

export const note = css`
  label: table-note;
  margin-top: ${space.md};
  font-size: ${size.tiny};
  color: ${color.inkSoft};
`;
