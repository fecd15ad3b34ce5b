import { css, keyframes } from "@emotion/react";
import { color, layout, media, size, space } from "../../theme/tokens.ts";
import * as surface from "../../theme/surfaces.ts";

const spin = keyframes`to { transform: rotate(360deg); }`;

export const root = css`
  label: auth;
  min-height: 70vh;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: calc(${layout.headerHeight} + ${space.xxl}) ${space.gutter} ${space.xxl};
  color: ${color.onDark};
  background: linear-gradient(160deg, ${color.brandDeep} 0%, ${color.brandDark} 55%, #0b4a5e 100%);
  text-align: center;
`;

export const status = css`
  label: auth-status;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space.lg};
  max-width: 36rem;
`;

export const spinner = css`
  label: auth-spinner;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  border: 4px solid rgba(255, 255, 255, 0.2);
  border-top-color: ${color.leaf};
  animation: ${spin} 0.9s linear infinite;
  ${media.reducedMotion} { animation-duration: 2.4s !important; animation-iteration-count: infinite !important; }
`;

export const title = css`
  label: auth-title;
  ${surface.heading(size.h2, 800)}
`;

export const text = css`
  label: auth-text;
  color: ${color.onDarkMuted};
  font-size: ${size.lead};
`;
