import { css } from "@emotion/react";
import { size, space } from "../../theme/tokens.ts";

export const inner = css`
  label: cta;
  max-width: 48rem;
  margin: 0 auto;
  text-align: center;
`;


export const text = css`
  label: cta-text;
  margin-top: ${space.md};
  font-size: ${size.lead};
  opacity: 0.88;
`;

