import { css } from "@emotion/react";
import { color, radius, size, space } from "../theme/tokens.ts";

/**
 * The search field, as the search page's form draws it before search has loaded and as the panel
 * draws it once it has: one set of rules, so nothing moves when the panel takes the form's place.
 * Logical properties throughout: in Arabic the icon sits at the field's right from the same rules.
 */

export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

export const field = css`
  label: search-field;
  position: relative;
  display: flex;
  align-items: center;
`;

export const fieldIcon = css`
  position: absolute;
  inset-inline-start: ${space.md};
  color: ${color.inkSoft};
  pointer-events: none;
`;

export const input = css`
  label: search-input;
  width: 100%;
  min-height: 3rem;
  padding-block: ${space.sm};
  padding-inline: 2.75rem 3rem;
  border: 1px solid ${color.inkSoft};
  border-radius: ${radius.md};
  background: ${color.paper};
  color: ${color.ink};
  font: inherit;
  font-size: ${size.text};
  &:focus-visible {
    outline: 3px solid ${color.focusRing};
    outline-offset: 2px;
  }
`;
