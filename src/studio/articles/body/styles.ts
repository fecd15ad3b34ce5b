import { css } from "@emotion/react";
import { color, radius, space } from "../../../theme/tokens.ts";
import { button as studioButton } from "../../styles.ts";
import { cellAlignAttribute } from "./schema.ts";

export const editor = css`
  label: body-editor;
  display: grid;
  gap: ${space.sm};
  min-width: 0;
`;

export const toolbar = css`
  label: body-editor-toolbar;
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
  align-items: center;
  padding: ${space.xs};
  border: 1px solid ${color.line};
  border-radius: ${radius.sm};
  background: ${color.mist};
  position: sticky;
  top: 0;
  z-index: 1;
  & [role="group"] { display: flex; flex-wrap: wrap; gap: ${space.xs}; padding-inline-end: ${space.xs}; border-inline-end: 1px solid ${color.line}; }
  & [role="group"]:last-child { border-inline-end: 0; }
`;

/** The studio's own button, a little smaller, as toolbars go. */
export const toolButton = css`
  ${studioButton};
  label: body-editor-tool;
  font-size: 0.8125rem;
  min-width: 2rem;
  padding: 0.3rem 0.5rem;
  &[aria-pressed="true"] { background: ${color.brand}; border-color: ${color.brand}; color: ${color.onDark}; }
  &[aria-disabled="true"] { opacity: 0.55; cursor: default; }
  &:focus-visible { outline: 3px solid ${color.focusRing}; outline-offset: 2px; }
`;

export const surface = css`
  label: body-editor-surface;
  & .ProseMirror {
    min-height: 16rem;
    padding: ${space.md};
    border: 1px solid ${color.inkSoft};
    border-radius: ${radius.sm};
    background: ${color.paper};
    color: ${color.ink};
    line-height: 1.6;
    white-space: pre-wrap;
    word-wrap: break-word;
    font-variant-ligatures: none;
  }
  & .ProseMirror:focus-visible, & .ProseMirror:focus { outline: 3px solid ${color.focusRing}; outline-offset: 2px; }
  & .ProseMirror h2 { font-size: 1.375rem; }
  & .ProseMirror h3 { font-size: 1.1875rem; }
  & .ProseMirror h4 { font-size: 1.0625rem; }
  & .ProseMirror blockquote { margin-inline: 0; padding-inline-start: ${space.md}; border-inline-start: 3px solid ${color.leaf}; color: ${color.inkMuted}; }
  & .ProseMirror table { border-collapse: collapse; margin: ${space.sm} 0; }
  & .ProseMirror th, & .ProseMirror td { border: 1px solid ${color.line}; padding: 0.3rem 0.5rem; min-width: 3rem; vertical-align: top; position: relative; }
  & .ProseMirror th { background: ${color.mist}; font-weight: 600; }
  & .ProseMirror [${cellAlignAttribute}="left"] { text-align: left; }
  & .ProseMirror [${cellAlignAttribute}="center"] { text-align: center; }
  & .ProseMirror [${cellAlignAttribute}="right"] { text-align: right; }
  & .ProseMirror .selectedCell { background: ${color.skySoft}; }
  & .ProseMirror img { max-width: 100%; height: auto; }
  & .ProseMirror img.ProseMirror-selectednode { outline: 3px solid ${color.focusRing}; }
  & .ProseMirror a { color: ${color.sky}; text-decoration: underline; }
  & .ProseMirror .kept-block { margin: ${space.sm} 0; padding: ${space.sm}; border: 1px dashed ${color.inkSoft}; border-radius: ${radius.sm}; background: ${color.mist}; }
  & .ProseMirror .kept-block figcaption { font-size: 0.8125rem; color: ${color.inkMuted}; }
  & .ProseMirror .kept-block pre { margin: 0; white-space: pre-wrap; }
  & .ProseMirror .ProseMirror-selectednode.kept-block { outline: 3px solid ${color.focusRing}; }
`;

export const panel = css`
  label: body-editor-panel;
  display: grid;
  gap: ${space.sm};
  padding: ${space.sm} ${space.md};
  border: 1px solid ${color.line};
  border-radius: ${radius.sm};
  background: ${color.mist};
  & label { display: grid; gap: 0.2rem; font-weight: 600; }
  & input, & select { font: inherit; font-weight: 400; padding: 0.4rem 0.5rem; border: 1px solid ${color.inkSoft}; border-radius: ${radius.sm}; background: ${color.paper}; color: ${color.ink}; }
  & input:focus-visible, & select:focus-visible { outline: 3px solid ${color.focusRing}; outline-offset: 1px; }
  & [aria-invalid="true"] { border-color: ${color.danger}; }
  & .actions { display: flex; flex-wrap: wrap; gap: ${space.xs}; }
`;

export const refusal = css`
  label: body-editor-refusal;
  margin: 0;
  padding: 0.35rem 0.55rem;
  border-radius: ${radius.sm};
  background: ${color.dangerSoft};
  color: ${color.danger};
  font-size: 0.875rem;
`;

export const message = css`
  label: body-editor-message;
  margin: 0;
  min-height: 1.25rem;
  font-size: 0.875rem;
  color: ${color.inkMuted};
`;

export const hint = css`
  label: body-editor-hint;
  margin: 0;
  font-size: 0.8125rem;
  color: ${color.inkMuted};
`;
