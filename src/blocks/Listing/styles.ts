import { css } from "@emotion/react";
import { color, layout, radius, size, space } from "../../theme/tokens.ts";
import * as surface from "../../theme/surfaces.ts";

export const root = css`
  label: listing;
  background: ${color.mist};
  padding-bottom: ${space.section};
`;

export const header = css`
  label: listing-header;
  ${surface.pageBanner(space.xxl)}
  text-align: center;
`;

export const title = css`
  label: listing-title;
  font-size: ${size.h2};
  line-height: 1.15;
`;

export const intro = css`
  label: listing-intro;
  max-width: 40rem;
  margin: ${space.md} auto 0;
  font-size: ${size.lead};
  color: ${color.onDarkMuted};
`;

export const body = css`
  label: listing-body;
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: ${space.xl} ${space.gutter} 0;
`;

export const nav = css`
  label: listing-filters;
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  margin-bottom: ${space.xl};
`;

export const filters = css`
  label: listing-filter-links;
  ${surface.pillList}
`;

export const filter = css`
  label: listing-filter;
  ${surface.pillLink}
`;

export const tags = css`
  label: listing-tags;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
`;

export const tagsHeading = css`
  label: listing-tags-heading;
  font-size: ${size.tiny};
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.08em;
  color: ${color.inkSoft};
`;

export const pagination = css`
  label: listing-pagination;
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  gap: ${space.md};
  margin-top: ${space.xxl};
  & > :last-child { justify-self: end; }
`;

export const pageLink = css`
  label: listing-page-link;
  padding: ${space.sm} ${space.lg};
  border: 2px solid ${color.brand};
  border-radius: ${radius.pill};
  color: ${color.brand};
  font-weight: 600;
  text-decoration: none;
  &:hover { background: ${color.brand}; color: ${color.onDark}; }
  &:focus-visible { outline: 3px solid ${color.focusRing}; outline-offset: 2px; }
`;

export const pageOf = css`
  label: listing-page-of;
  font-size: ${size.small};
  color: ${color.inkMuted};
`;

export const feeds = css`
  label: listing-feeds;
  margin-top: ${space.xl};
  text-align: center;
  font-size: ${size.small};
  color: ${color.inkMuted};
  & a { color: ${color.brand}; }
`;

export const group = css`
  label: listing-group;
  & + & { margin-top: ${space.xxl}; }
`;

export const groupHeading = css`
  label: listing-group-heading;
  margin-bottom: ${space.lg};
  font-size: ${size.h3};
  line-height: 1.2;
`;
