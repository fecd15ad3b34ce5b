import { css } from "@emotion/react";
import { color, size, space } from "../../theme/tokens.ts";
import * as surface from "../../theme/surfaces.ts";

export const root = css`
  label: prose;
  background: ${color.paper};
  padding-bottom: ${space.section};
`;

/** The page's title on the brand's colours, as a hero would show it, but short. */
export const header = css`
  label: prose-header;
  ${surface.pageBanner(space.xxl)}
  margin-bottom: ${space.xxl};
  text-align: center;
`;

export const eyebrow = css`
  label: prose-eyebrow;
  font-size: ${size.tiny};
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${color.onDarkMuted};
  margin-bottom: ${space.sm};
`;

export const title = css`
  label: prose-title;
  font-size: ${size.h2};
  line-height: 1.15;
  max-width: 44rem;
  margin: 0 auto;
`;

export const text = css`
  label: prose-text;
  padding: 0 ${space.gutter};
`;
