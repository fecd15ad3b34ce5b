import { css } from "@emotion/react";
import { color, radius, space } from "../theme/tokens.ts";

/** The grid itself is the shell's (shell.ts), so the preview pane in index.html sits in it before React runs. */
export const app = css`
  label: studio;
  display: contents;
  font-size: 0.9375rem;
  color: ${color.ink};
`;

export const toolbar = css`
  label: studio-toolbar;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
  padding: ${space.sm} ${space.md};
  grid-column: 1 / -1;
  background: ${color.brandDeep};
  color: ${color.onDark};
  & h1 { font-size: 1.125rem; margin-right: auto; }
  /* The status line's "Details" reads on the dark bar as the status does (the muted hint colour does not). */
  & > details { color: ${color.onDark}; }
`;

export const columns = css`
  label: studio-columns;
  display: contents;
  @media (max-width: 719px) {
    & > * { overflow: visible; border-right: 0; border-bottom: 1px solid ${color.line}; }
  }
`;

export const panel = css`
  label: studio-panel;
  /* The containing block of every hidden label and radio in it: placed against the page instead,
     those below the panel's fold made the whole studio scroll, toolbar and all. */
  position: relative;
  overflow: auto;
  padding: ${space.md};
  border-right: 1px solid ${color.line};
  background: ${color.paper};
  & h2 { font-size: 0.8125rem; text-transform: uppercase; letter-spacing: 0.06em; color: ${color.inkMuted}; margin: ${space.md} 0 ${space.sm}; }
  & ul { list-style: none; margin: 0; padding: 0; }
`;

export const button = css`
  label: studio-button;
  font: inherit;
  font-size: 0.875rem;
  line-height: 1.2;
  padding: 0.4rem 0.7rem;
  border: 1px solid ${color.inkSoft};
  border-radius: ${radius.sm};
  background: ${color.paper};
  color: ${color.ink};
  cursor: pointer;
  &:hover { background: ${color.leafSoft}; }
  &:disabled { opacity: 0.6; cursor: default; }
`;

export const primaryButton = css`
  label: studio-primary;
  background: ${color.sun};
  border-color: ${color.sun};
  color: ${color.ink};
  font-weight: 600;
  &:hover { background: ${color.sunSoft}; }
`;

export const listButton = css`
  label: studio-list-button;
  display: block;
  width: 100%;
  text-align: left;
  font: inherit;
  padding: 0.45rem 0.6rem;
  border: 0;
  border-radius: ${radius.sm};
  background: transparent;
  color: ${color.ink};
  cursor: pointer;
  &:hover { background: ${color.mist}; }
  &[aria-current="true"] { background: ${color.leafSoft}; font-weight: 600; box-shadow: inset 3px 0 0 ${color.brand}; }
  & small { display: block; color: ${color.inkMuted}; font-weight: 400; }
`;

/** A page's translations, under it: indented, in smaller type. */
export const languageList = css`
  label: studio-language-list;
  margin: 0 0 ${space.xs};
  padding-inline-start: ${space.md} !important;
  font-size: 0.875rem;
  & > li > span { display: block; padding: 0.3rem 0.6rem; }
`;

export const sectionItem = css`
  label: studio-section-item;
  border: 1px solid ${color.line};
  border-radius: ${radius.sm};
  margin-bottom: ${space.xs};
  &[data-selected="true"] { border-color: ${color.brand}; }
  & > div { display: flex; flex-wrap: wrap; gap: ${space.xs}; padding: 0 0.5rem 0.5rem; }
  & > div button { font-size: 0.8125rem; padding: 0.25rem 0.5rem; }
`;

export const field = css`
  label: studio-field;
  display: grid;
  gap: 0.3rem;
  margin-bottom: ${space.md};
  & > label, & legend { font-weight: 600; }
  & input[type="text"], & input[type="search"], & input[type="number"], & input[type="url"], & textarea, & select {
    font: inherit;
    width: 100%;
    padding: 0.45rem 0.55rem;
    border: 1px solid ${color.inkSoft};
    border-radius: ${radius.sm};
    background: ${color.paper};
    color: ${color.ink};
  }
  & textarea { min-height: 5.5rem; resize: vertical; }
  & [aria-invalid="true"] { border-color: ${color.danger}; box-shadow: 0 0 0 1px ${color.danger}; }
`;

export const hint = css`
  label: studio-hint;
  font-size: 0.8125rem;
  color: ${color.inkMuted};
`;

/** The English beside a translated field: read only, set apart; marked like a warning when it changed since the translation. */
export const englishSource = css`
  label: studio-english-source;
  margin: 0;
  padding: 0.35rem 0.6rem;
  border-inline-start: 3px solid ${color.line};
  background: ${color.mist};
  font-size: 0.875rem;
  &[data-english-state="changed"], &[data-english-state="untranslated"] { border-inline-start-color: ${color.sun}; background: ${color.sunSoft}; }
  & strong { font-weight: 600; }
  & dl { display: grid; grid-template-columns: auto 1fr; gap: 0.15rem 0.6rem; margin: 0.3rem 0 0; }
  & dt { font-weight: 600; }
  & dd { margin: 0; }
  /* Words taken out of the English and put in: marked by more than colour, for whoever cannot tell the two apart. */
  & del { text-decoration: line-through; background: ${color.dangerSoft}; color: ${color.ink}; }
  & ins { text-decoration: underline; background: ${color.paper}; color: ${color.ink}; font-weight: 600; }
`;

export const group = css`
  label: studio-group;
  border: 1px solid ${color.line};
  border-radius: ${radius.sm};
  padding: ${space.sm} ${space.md};
  margin: 0 0 ${space.md};
  min-width: 0;
  & legend { padding: 0 ${space.xs}; }
`;

export const itemTools = css`
  label: studio-item-tools;
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
  margin-bottom: ${space.sm};
  & button { font-size: 0.8125rem; padding: 0.25rem 0.5rem; }
`;

export const problem = css`
  label: studio-problem;
  margin: 0;
  padding: 0.4rem 0.55rem;
  border-radius: ${radius.sm};
  font-size: 0.875rem;
  background: ${color.dangerSoft};
  color: ${color.danger};
  &[data-severity="warning"] { background: ${color.sunSoft}; color: #6b4a00; }
  & strong { margin-right: 0.35rem; }
  & button { margin-left: 0.5rem; font-size: 0.8125rem; padding: 0.1rem 0.4rem; }
`;

export const status = css`
  label: studio-status;
  font-size: 0.875rem;
  color: ${color.onDark};
  max-width: 40rem;
`;

export const notice = css`
  label: studio-notice;
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  align-items: center;
  padding: ${space.sm} ${space.md};
  margin-bottom: ${space.md};
  border-radius: ${radius.sm};
  background: ${color.sunSoft};
  color: ${color.ink};
`;

export const switchRow = css`
  label: studio-switch;
  display: flex;
  align-items: center;
  gap: ${space.sm};
  font-weight: 600;
  & input { width: 2.25rem; height: 1.25rem; accent-color: ${color.brand}; }
`;

export const iconChosen = css`
  label: studio-icon-chosen;
  display: flex;
  align-items: center;
  gap: ${space.sm};
  font-weight: 600;
`;

export const iconGrid = css`
  label: studio-icon-grid;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(2.75rem, 1fr));
  gap: 0.25rem;
  border: 0;
  padding: 0;
  margin: 0;
  & label { display: grid; place-items: center; padding: 0.35rem; border: 1px solid ${color.line}; border-radius: ${radius.sm}; cursor: pointer; }
  & label:has(input:checked) { border-color: ${color.brand}; background: ${color.leafSoft}; }
  & label:has(input:focus-visible) { outline: 3px solid ${color.focusRing}; }
  & input { position: absolute; opacity: 0; width: 1px; height: 1px; }
`;

export const widthChoice = css`
  label: studio-widths;
  display: flex;
  gap: ${space.sm};
  align-items: center;
  padding: ${space.sm} ${space.md};
  border: 0;
  margin: 0;
  background: ${color.paper};
  border-bottom: 1px solid ${color.line};
  flex-wrap: wrap;
  & legend { float: left; margin-right: ${space.sm}; font-weight: 600; }
  & label { display: flex; gap: 0.25rem; align-items: center; }
`;

export const dialog = css`
  label: studio-picker;
  width: min(64rem, 94vw);
  max-height: 90vh;
  padding: ${space.lg};
  border: 0;
  border-radius: ${radius.md};
  &::backdrop { background: rgba(5, 42, 33, 0.55); }
  & > header { display: flex; justify-content: space-between; align-items: center; margin-bottom: ${space.md}; }
  & h2 { font-size: 1.25rem; }
  & ul { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr)); gap: ${space.md}; }
  & li { border: 1px solid ${color.line}; border-radius: ${radius.sm}; overflow: hidden; display: grid; }
  & li p { padding: 0 ${space.sm}; font-size: 0.8125rem; color: ${color.inkMuted}; }
  & li button { margin: ${space.sm}; }
`;

export const thumbnail = css`
  label: studio-thumbnail;
  height: 11rem;
  overflow: hidden;
  pointer-events: none;
  background: ${color.paper};
  & > div { width: 1200px; transform: scale(0.25); transform-origin: 0 0; }
`;

/** The commit message field in the toolbar, on the dark bar. */
export const messageField = css`
  label: studio-message;
  display: flex;
  align-items: center;
  gap: ${space.xs};
  font-size: 0.8125rem;
  & input { font: inherit; font-size: 0.875rem; padding: 0.35rem 0.5rem; border: 1px solid ${color.inkSoft}; border-radius: ${radius.sm}; min-width: 14rem; }
`;

/** Groups the form so a read-only editor's fields are all disabled at once; draws nothing itself. */
export const plainFieldset = css`
  label: studio-fieldset;
  border: 0;
  padding: 0;
  margin: 0;
  min-width: 0;
`;

/** The sign-in page and the studio's other full-page messages, across the whole grid. */
export const signIn = css`
  label: studio-sign-in;
  grid-column: 1 / -1;
  grid-row: 1 / -1;
  justify-self: center;
  align-self: start;
  width: min(36rem, 100% - 2rem);
  margin: ${space.lg} 0;
  padding: ${space.lg};
  border-radius: ${radius.md};
  background: ${color.paper};
  color: ${color.ink};
  & h1 { font-size: 1.5rem; margin: 0 0 ${space.md}; }
  & p { line-height: 1.5; }
  & form { margin-top: ${space.md}; }
  & input[type="password"] { font: inherit; padding: 0.55rem 0.7rem; border: 1px solid ${color.inkSoft}; border-radius: ${radius.sm}; }
  & button[type="submit"] { justify-self: start; padding: 0.55rem 1.4rem; }
  & pre { overflow-x: auto; padding: ${space.sm} ${space.md}; border-radius: ${radius.sm}; background: ${color.mist}; font-size: 0.8125rem; }
`;

export const publishPanel = css`
  label: studio-publish;
  margin-bottom: ${space.md};
  padding: ${space.sm} ${space.md};
  border: 1px solid ${color.line};
  border-radius: ${radius.sm};
  & ul { margin: ${space.sm} 0; }
  & li { padding: 0.15rem 0; }
  & li[data-check-state="failure"] { color: ${color.danger}; }
  & p { margin: ${space.sm} 0; }
`;

/** Over the studio, which stays as it was underneath with every unsaved edit. */
export const signInDialog = css`
  label: studio-sign-in-dialog;
  position: fixed;
  inset: ${space.lg} 0 auto;
  margin: 0 auto;
  z-index: 10;
  max-height: calc(100vh - 3rem);
  overflow: auto;
  box-shadow: 0 0 0 100vmax rgb(0 0 0 / 0.45);
`;

export const signedInAs = css`
  label: studio-signed-in;
  display: inline-flex;
  align-items: center;
  gap: ${space.sm};
  font-size: 0.8125rem;
`;

/** "Translate this page" under a page's language with no translation yet: small, on a line of its own. */
export const translateButton = css`
  label: studio-translate-button;
  display: block;
  margin-block: 0.25rem;
  font-size: 0.8125rem;
  padding: 0.2rem 0.5rem;
`;
