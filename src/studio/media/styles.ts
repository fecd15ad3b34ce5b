import { css } from "@emotion/react";
import { color, radius, space } from "../../theme/tokens.ts";

export { button, hint } from "../styles.ts";

export const library = css`
  label: studio-media-library;
  width: min(60rem, 96vw);
  max-width: 96vw;
  max-height: 92vh;
  padding: 0;
  border: 0;
  border-radius: ${radius.md};
  color: ${color.ink};
  &::backdrop { background: rgba(5, 42, 33, 0.55); }
  & form { display: grid; gap: ${space.md}; padding: ${space.md}; }
  & header, & footer { display: flex; justify-content: space-between; align-items: center; gap: ${space.sm}; flex-wrap: wrap; }
  /* Drawn inside the form's panel, whose small capitals headings are not this dialog's. */
  & h2 { font-size: 1.25rem; margin: 0; text-transform: none; letter-spacing: normal; color: ${color.ink}; }
  & h3 { font-size: 1rem; margin: 0; }
  & label { font-weight: 600; }
  & input[type="search"], & textarea { font: inherit; width: 100%; padding: 0.45rem 0.55rem; border: 1px solid ${color.inkSoft}; border-radius: ${radius.sm}; }
  & [aria-invalid="true"] { border-color: ${color.danger}; box-shadow: 0 0 0 1px ${color.danger}; }
`;

export const search = css`
  label: studio-media-search;
  display: grid;
  gap: 0.3rem;
  & [role="status"] { font-size: 0.8125rem; color: ${color.inkMuted}; }
`;

export const grid = css`
  label: studio-media-grid;
  list-style: none;
  margin: 0;
  padding: 2px;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr));
  gap: ${space.sm};
  max-height: 22rem;
  overflow: auto;
  @media (max-width: 480px) { max-height: 15rem; grid-template-columns: repeat(2, 1fr); }
  & [role="option"] {
    display: grid;
    align-content: start;
    gap: 0.2rem;
    padding: 0.4rem;
    border: 2px solid ${color.line};
    border-radius: ${radius.sm};
    cursor: pointer;
    background: ${color.paper};
  }
  & [role="option"]:hover { border-color: ${color.inkSoft}; }
  & [role="option"][aria-selected="true"] { border-color: ${color.brand}; background: ${color.leafSoft}; }
  & [role="option"]:focus-visible { outline: 3px solid ${color.focusRing}; outline-offset: 2px; }
  & img { width: 100%; aspect-ratio: 4 / 3; object-fit: cover; border-radius: ${radius.sm}; background: ${color.mist}; }
`;

export const fileMark = css`
  label: studio-media-file-mark;
  display: grid;
  place-items: center;
  aspect-ratio: 4 / 3;
  background: ${color.mist};
  border-radius: ${radius.sm};
  font-weight: 600;
  color: ${color.inkMuted};
`;

export const fileName = css`
  label: studio-media-file-name;
  font-size: 0.8125rem;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

export const fileDescription = css`
  label: studio-media-file-description;
  font-size: 0.75rem;
  color: ${color.inkMuted};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

export const empty = css`
  label: studio-media-empty;
  padding: ${space.md};
  background: ${color.mist};
  border-radius: ${radius.sm};
`;

export const upload = css`
  label: studio-media-upload;
  display: grid;
  gap: ${space.sm};
  padding: ${space.sm} ${space.md};
  border: 1px dashed ${color.inkSoft};
  border-radius: ${radius.sm};
`;

export const staged = css`
  label: studio-media-staged;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
  & img { width: 6rem; aspect-ratio: 4 / 3; object-fit: cover; border-radius: ${radius.sm}; }
  & p { display: grid; margin: 0; flex: 1 1 12rem; }
`;

export const describe = css`
  label: studio-media-describe;
  display: grid;
  gap: 0.3rem;
`;

export const checkRow = css`
  label: studio-media-check;
  display: flex;
  gap: 0.4rem;
  align-items: center;
  font-weight: 400 !important;
`;

export const primary = css`
  label: studio-media-primary;
  background: ${color.sun};
  border-color: ${color.sun};
  font-weight: 600;
`;

export const refusal = css`
  label: studio-media-refusal;
  margin: 0;
  padding: 0.5rem 0.7rem;
  border-inline-start: 4px solid ${color.danger};
  background: ${color.dangerSoft};
  color: ${color.danger};
`;

/** A field's chosen file: its thumbnail and name beside the button that opens the library. */
export const chosenFile = css`
  label: studio-media-chosen;
  display: flex;
  align-items: center;
  gap: ${space.sm};
  flex-wrap: wrap;
  & img { width: 7rem; aspect-ratio: 4 / 3; object-fit: cover; border-radius: ${radius.sm}; border: 1px solid ${color.line}; }
  & > span { overflow-wrap: anywhere; font-size: 0.875rem; }
`;

export const chosenField = css`
  label: studio-media-field;
  display: grid;
  gap: 0.3rem;
  margin-bottom: ${space.md};
`;

export const fieldLabel = css`
  label: studio-media-field-label;
  font-weight: 600;
`;
