import { css } from "@emotion/react";
import { color, radius, shadow, size, space } from "../theme/tokens.ts";

/** Logical properties throughout: in Arabic the icon sits at the field's right and the clear button at its left, from the same rules. */
export const panel = css`
  label: search-panel;
  display: grid;
  gap: ${space.md};
  color: ${color.ink};
`;

export const form = css`
  label: search-form;
  margin: 0;
`;

export { field, fieldIcon, input, visuallyHidden } from "./field-styles.ts";

export const clear = css`
  label: search-clear;
  position: absolute;
  inset-inline-end: ${space.xs};
  display: grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 0;
  border-radius: ${radius.sm};
  background: transparent;
  color: ${color.inkMuted};
  cursor: pointer;
  &:hover {
    color: ${color.ink};
    background: ${color.mist};
  }
  &:focus-visible {
    outline: 3px solid ${color.focusRing};
    outline-offset: -3px;
  }
`;

export const filters = css`
  label: search-filters;
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
`;

export const filter = css`
  display: grid;
  gap: ${space.xs};
  font-size: ${size.small};
  color: ${color.inkMuted};
  select {
    min-height: 2.75rem;
    padding-inline: ${space.sm};
    border: 1px solid ${color.inkSoft};
    border-radius: ${radius.sm};
    background: ${color.paper};
    color: ${color.ink};
    font: inherit;
  }
`;

export const status = css`
  label: search-status;
  margin: 0;
  min-height: 1.5em;
  font-size: ${size.small};
  color: ${color.inkMuted};
`;

export const results = css`
  label: search-results;
  display: grid;
  gap: ${space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const result = css`
  label: search-result;
  padding: ${space.md};
  border: 1px solid ${color.line};
  border-radius: ${radius.md};
  background: ${color.paper};
  box-shadow: ${shadow.card};
`;

export const resultLink = css`
  font-weight: 600;
  font-size: ${size.lead};
  color: ${color.brandDark};
  text-decoration: underline;
  text-underline-offset: 0.2em;
  &:focus-visible {
    outline: 3px solid ${color.focusRing};
    outline-offset: 2px;
  }
`;

export const resultFacts = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin: ${space.xs} 0 0;
  font-size: ${size.tiny};
  color: ${color.inkMuted};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  span + time::before {
    content: "·";
    margin-inline-end: ${space.sm};
  }
`;

export const excerpt = css`
  margin: ${space.sm} 0 0;
  font-size: ${size.small};
  color: ${color.inkMuted};
  mark {
    background: ${color.sunSoft};
    color: ${color.ink};
    font-weight: 600;
    border-radius: 2px;
  }
`;

export const nothing = css`
  label: search-nothing;
  font-size: ${size.small};
  ul {
    margin: ${space.sm} 0 0;
    padding-inline-start: ${space.lg};
  }
  a {
    color: ${color.brandDark};
  }
`;

/** Search opened over a page: a modal dialog at the top of the window, as wide as the text column. */
export const dialog = css`
  label: search-dialog;
  width: min(44rem, calc(100vw - 2 * ${space.md}));
  max-height: calc(100dvh - 2 * ${space.lg});
  margin-block-start: ${space.lg};
  padding: ${space.lg};
  border: 0;
  border-radius: ${radius.lg};
  background: ${color.mist};
  box-shadow: ${shadow.raised};
  overflow: auto;
  &::backdrop {
    background: rgba(12, 31, 26, 0.55);
  }
`;

export const dialogTop = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
  margin-block-end: ${space.md};
  h2 {
    margin: 0;
    font-size: ${size.lead};
  }
`;
