import { css } from "@emotion/react";
import { color, radius, size, space } from "../../theme/tokens.ts";
import * as surface from "../../theme/surfaces.ts";

export const root = css`
  label: search;
  background: ${color.paper};
  padding-bottom: ${space.section};
`;

/** The page's title on the brand's colours, as the long text pages show theirs. */
export const header = css`
  label: search-header;
  ${surface.pageBanner(space.xxl)}
  margin-bottom: ${space.xl};
  text-align: center;
`;

export const title = css`
  label: search-title;
  font-size: ${size.h2};
  line-height: 1.15;
  margin: 0 auto;
`;

export const intro = css`
  max-width: 40rem;
  margin: ${space.md} auto 0;
  font-size: ${size.lead};
  color: ${color.onDarkMuted};
`;

export const body = css`
  label: search-body;
  max-width: 44rem;
  margin: 0 auto;
  padding: 0 ${space.gutter};
  box-sizing: content-box;
  display: grid;
  gap: ${space.md};
`;

export const form = css`
  display: grid;
  gap: ${space.sm};
`;

/** The section's heading says what the field is for; the label is for screen readers, as the panel's. The field is the panel's own. */
export { visuallyHidden as label, field, fieldIcon as icon, input } from "../../search/field-styles.ts";

export const noScript = css`
  padding: ${space.md};
  border-radius: ${radius.md};
  background: ${color.sunSoft};
  p {
    margin: 0 0 ${space.sm};
  }
  ul {
    margin: 0;
    padding-inline-start: ${space.lg};
  }
  a {
    color: ${color.brandDark};
  }
`;
