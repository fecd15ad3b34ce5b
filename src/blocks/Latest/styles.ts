import { css } from "@emotion/react";
import { space } from "../../theme/tokens.ts";

export const actions = css`
  label: latest-actions;
  display: flex;
  justify-content: center;
  margin-top: ${space.xxl};
`;
