import { css } from "@emotion/react";
import type { Action } from "../../content/primitives.ts";
import { color, motion, radius } from "../../theme/tokens.ts";

export const base = css`
  label: button;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5em;
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  border-radius: ${radius.pill};
  border: 2px solid transparent;
  cursor: pointer;
  white-space: nowrap;
  transition: background-color ${motion.fast} ease, color ${motion.fast} ease, border-color ${motion.fast} ease, transform ${motion.fast} ease, box-shadow ${motion.fast} ease;
  &:active { transform: translateY(1px); }
`;

export const sizes: Record<Action["size"], ReturnType<typeof css>> = {
  sm: css`font-size: 0.875rem; padding: 0.5rem 1rem; min-height: 36px;`,
  md: css`font-size: 1rem; padding: 0.75rem 1.5rem; min-height: 44px;`,
  lg: css`font-size: 1.0625rem; padding: 0.95rem 2rem; min-height: 52px;`,
};

export const variants: Record<Action["variant"], ReturnType<typeof css>> = {
  primary: css`
    background: ${color.leaf};
    color: ${color.brandDeep};
    &:hover { background: #3dbb7e; box-shadow: 0 8px 20px rgba(47, 163, 107, 0.3); }
  `,
  secondary: css`
    background: ${color.paper};
    color: ${color.brandDark};
    border-color: ${color.paper};
    &:hover { background: ${color.leafSoft}; border-color: ${color.leafSoft}; }
  `,
  outline: css`
    background: transparent;
    color: inherit;
    border-color: currentColor;
    &:hover { background: rgba(127, 127, 127, 0.12); }
  `,
  text: css`
    background: transparent;
    color: inherit;
    padding-inline: 0;
    border-radius: 4px;
    &:hover { text-decoration: underline; text-underline-offset: 4px; }
  `,
};
