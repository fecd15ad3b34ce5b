import { css } from "@emotion/react";
import { color, radius, space } from "../theme/tokens.ts";

/** A panel that waits for the editor's choice: earlier edits set aside, a save that met someone else's change. */
export const choicePanel = css`
  label: studio-choice-panel;
  margin: 0 0 ${space.md};
  padding: ${space.sm} ${space.md};
  border: 1px solid ${color.sun};
  border-radius: ${radius.sm};
  background: ${color.sunSoft};
  color: ${color.ink};
  & h2 { margin-top: ${space.xs}; color: ${color.ink}; }
  & p { margin: 0 0 ${space.sm}; }
  & > ul > li + li { border-top: 1px solid ${color.line}; }
  & > ul > li { padding: ${space.sm} 0; }
`;

/** Before, theirs and yours, one line each, so they read side by side. */
export const compared = css`
  label: studio-compared;
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.2rem ${space.sm};
  margin: 0 0 ${space.sm};
  padding: ${space.xs} ${space.sm};
  border-radius: ${radius.sm};
  background: ${color.paper};
  font-size: 0.875rem;
  & dt { font-weight: 600; }
  & dd { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
  & dd[data-side="mine"] { font-weight: 600; }
`;

export const choiceButtons = css`
  label: studio-choice-buttons;
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  align-items: center;
  & button:focus-visible, & input:focus-visible { outline: 3px solid ${color.brandDeep}; outline-offset: 2px; }
`;

export const fieldChoice = css`
  label: studio-field-choice;
  border: 1px solid ${color.line};
  border-radius: ${radius.sm};
  margin: 0 0 ${space.sm};
  padding: ${space.xs} ${space.sm} ${space.sm};
  background: ${color.paper};
  min-width: 0;
  & legend { font-weight: 600; padding: 0 ${space.xs}; }
  & label { display: inline-flex; gap: 0.35rem; align-items: center; margin-inline-end: ${space.md}; cursor: pointer; }
`;

/** Two versions of a paragraph in two columns, theirs then yours, to read across. */
export const sideBySide = css`
  label: studio-side-by-side;
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space.sm};
  margin: 0 0 ${space.sm};
  font-size: 0.875rem;
  & figure { margin: 0; padding: ${space.xs} ${space.sm}; border-radius: ${radius.sm}; background: ${color.paper}; border: 1px solid ${color.line}; min-width: 0; }
  & figcaption { font-weight: 600; margin-bottom: 0.2rem; }
  & p { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; unicode-bidi: plaintext; }
`;
