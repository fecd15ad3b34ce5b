import { css } from "@emotion/react";
import { color, radius, size, space } from "../../theme/tokens.ts";
import * as surface from "../../theme/surfaces.ts";

export const root = css`
  label: article;
  background: ${color.paper};
  padding-bottom: ${space.section};
`;

export const header = css`
  label: article-header;
  ${surface.pageBanner("7rem")}
`;

/** Without a picture to overlap it, the banner keeps an ordinary bottom padding. */
export const headerWithoutPicture = css`
  label: article-header-plain;
  padding-bottom: ${space.xxl};
`;

export const details = css`
  label: article-details;
  display: grid;
  gap: ${space.xs};
  margin-top: ${space.lg};
  font-size: ${size.small};
  color: ${color.onDark};
`;

export const detailRow = css`
  label: article-detail;
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${space.sm};
  & dt { font-weight: 700; }
  & dt::after { content: ":"; }
  & dd { margin: 0; color: ${color.onDarkMuted}; }
`;

export const actions = css`
  label: article-actions;
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin-top: ${space.lg};
`;

export const headerText = css`
  label: article-header-text;
  max-width: 55rem;
  margin: 0 auto;
`;

export const back = css`
  label: article-back;
  margin-bottom: ${space.lg};
  font-size: ${size.small};
  & a { color: ${color.onDark}; }
`;

export const meta = css`
  label: article-meta;
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs} ${space.md};
  font-size: ${size.small};
  color: ${color.onDarkMuted};
`;

export const type = css`
  label: article-type;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.08em;
  color: ${color.onDark};
`;

export const state = css`
  label: article-state;
  padding: 0 ${space.sm};
  border-radius: ${radius.pill};
  background: ${color.sun};
  color: ${color.ink};
  font-weight: 700;
`;

export const title = css`
  label: article-title;
  margin-top: ${space.md};
  font-size: clamp(1.875rem, 1.4rem + 2.2vw, 3rem);
  line-height: 1.15;
`;

export const summary = css`
  label: article-summary;
  margin-top: ${space.md};
  font-size: ${size.lead};
  line-height: 1.5;
  color: ${color.onDarkMuted};
`;

export const picture = css`
  label: article-picture;
  max-width: 55rem;
  margin: -5rem auto ${space.xxl};
  padding: 0 ${space.gutter};
`;

export const image = css`
  label: article-image;
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  height: auto;
  object-fit: cover;
  border-radius: ${radius.lg};
  background: ${color.brand};
`;

export const fallback = css`
  label: article-image-fallback;
  display: block;
  aspect-ratio: 16 / 9;
  border-radius: ${radius.lg};
  background: linear-gradient(135deg, ${color.brandDark}, ${color.brand});
`;

export const content = css`
  label: article-content;
  padding: 0 ${space.gutter};
`;

/** Without a picture between them, the text keeps its distance from the banner. */
export const contentWithoutPicture = css`
  label: article-content-plain;
  padding-top: ${space.xxl};
`;

export const dateline = css`
  label: article-dateline;
  max-width: 44rem;
  margin: 0 auto ${space.md};
  font-size: ${size.small};
  color: ${color.inkMuted};
  letter-spacing: 0.04em;
`;

export const aside = css`
  label: article-documents;
  max-width: 44rem;
  margin: ${space.xxl} auto 0;
  padding: ${space.lg};
  border: 1px solid ${color.line};
  border-radius: ${radius.md};
  background: ${color.mist};
`;

export const asideHeading = css`
  label: article-aside-heading;
  font-size: ${size.small};
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.08em;
  color: ${color.inkSoft};
  margin-bottom: ${space.sm};
`;

export const documents = css`
  label: article-document-list;
  list-style: none;
  margin: 0;
  padding: 0;
  & li + li { margin-top: ${space.sm}; }
`;

export const document = css`
  label: article-document;
  color: ${color.brand};
  font-weight: 600;
`;

export const detail = css`
  label: article-document-detail;
  font-size: ${size.small};
  color: ${color.inkSoft};
`;

export const tags = css`
  label: article-tags;
  max-width: 44rem;
  margin: ${space.xl} auto 0;
`;

export const tagList = css`
  label: article-tag-list;
  ${surface.pillList}
`;

export const tag = css`
  label: article-tag;
  ${surface.pillLink}
`;
