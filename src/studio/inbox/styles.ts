import { css } from "@emotion/react";
import { color, radius, space } from "../../theme/tokens.ts";

/** The studio's page is a grid for the editor and its preview; the inbox is a page of its own. */
export const pageReset = css`
  body { display: block; height: auto; min-height: 100vh; }
`;

export const page = css`
  label: inbox;
  min-height: 100vh;
  background: ${color.mist};
  color: ${color.ink};
  font-size: 0.9375rem;
  & :focus-visible { outline: 3px solid ${color.focusRing}; outline-offset: 2px; }
`;

export const bar = css`
  label: inbox-bar;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm} ${space.md};
  padding: ${space.sm} ${space.md};
  background: ${color.brandDeep};
  color: ${color.onDark};
  & h1 { font-size: 1.125rem; margin: 0 auto 0 0; }
  & a { color: ${color.onDark}; }
  & :focus-visible { outline-color: ${color.focus}; }
`;

export const main = css`
  label: inbox-main;
  padding: ${space.md};
  max-width: 90rem;
  margin: 0 auto;
`;

export const filters = css`
  label: inbox-filters;
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${space.sm} ${space.md};
  margin-bottom: ${space.sm};
  & label { display: grid; gap: 0.2rem; font-size: 0.8125rem; font-weight: 600; color: ${color.inkMuted}; }
  & input, & select { font: inherit; font-size: 0.9375rem; padding: 0.4rem 0.55rem; border: 1px solid ${color.inkSoft}; border-radius: ${radius.sm}; background: ${color.paper}; color: ${color.ink}; }
  & input[type="search"] { width: min(22rem, 80vw); }
`;

export const button = css`
  label: inbox-button;
  font: inherit;
  font-size: 0.875rem;
  line-height: 1.2;
  padding: 0.45rem 0.8rem;
  border: 1px solid ${color.inkSoft};
  border-radius: ${radius.sm};
  background: ${color.paper};
  color: ${color.ink};
  cursor: pointer;
  text-decoration: none;
  display: inline-block;
  &:hover { background: ${color.leafSoft}; }
  &:disabled { opacity: 0.6; cursor: default; }
`;

export const primary = css`
  label: inbox-primary;
  background: ${color.sun};
  border-color: ${color.sun};
  font-weight: 600;
  &:hover { background: ${color.sunSoft}; }
`;

export const danger = css`
  label: inbox-danger;
  border-color: ${color.danger};
  color: ${color.danger};
  &:hover { background: ${color.dangerSoft}; }
`;

export const live = css`
  label: inbox-live;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
  margin: 0 0 ${space.sm};
  font-size: 0.8125rem;
  color: ${color.inkMuted};
`;

export const split = css`
  label: inbox-split;
  display: grid;
  gap: ${space.md};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 900px) { grid-template-columns: minmax(20rem, 2fr) minmax(0, 3fr); align-items: start; }
`;

export const panel = css`
  label: inbox-panel;
  background: ${color.paper};
  border: 1px solid ${color.line};
  border-radius: ${radius.md};
  padding: ${space.md};
  min-width: 0;
  & h2 { font-size: 1.125rem; margin: 0 0 ${space.sm}; }
  & h3 { font-size: 0.875rem; text-transform: uppercase; letter-spacing: 0.05em; color: ${color.inkMuted}; margin: ${space.md} 0 ${space.sm}; }
`;

export const list = css`
  label: inbox-list;
  list-style: none;
  margin: 0;
  padding: 0;
  & > li + li { border-top: 1px solid ${color.line}; }
`;

export const item = css`
  label: inbox-item;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.15rem;
  width: 100%;
  text-align: start;
  font: inherit;
  color: inherit;
  background: none;
  border: 0;
  border-inline-start: 4px solid transparent;
  padding: ${space.sm} ${space.sm};
  cursor: pointer;
  &:hover { background: ${color.mist}; }
  &[aria-current="true"] { background: ${color.leafSoft}; border-inline-start-color: ${color.brand}; }
  & .who { display: flex; gap: ${space.sm}; justify-content: space-between; align-items: baseline; min-width: 0; }
  & .name { overflow-wrap: anywhere; min-width: 0; }
  & .meta { font-size: 0.8125rem; color: ${color.inkMuted}; overflow-wrap: anywhere; }
  & .excerpt { font-size: 0.875rem; color: ${color.inkMuted}; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  &[data-state="new"] .name { font-weight: 700; }
`;

export const badge = css`
  label: inbox-badge;
  display: inline-block;
  font-size: 0.75rem;
  font-weight: 600;
  padding: 0.1rem 0.45rem;
  border-radius: ${radius.pill};
  background: ${color.mist};
  color: ${color.ink};
  white-space: nowrap;
  &[data-state="new"] { background: ${color.sun}; }
  &[data-state="answered"] { background: ${color.successSoft}; color: ${color.brandDark}; }
  &[data-state="in_progress"] { background: ${color.skySoft}; color: ${color.sky}; }
  &[data-state="spam"] { background: ${color.dangerSoft}; color: ${color.danger}; }
`;

export const pager = css`
  label: inbox-pager;
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${space.sm};
  margin-top: ${space.sm};
  font-size: 0.8125rem;
`;

export const facts = css`
  label: inbox-facts;
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 0.3rem ${space.md};
  margin: 0;
  & dt { font-weight: 600; color: ${color.inkMuted}; }
  & dd { margin: 0; overflow-wrap: anywhere; }
`;

export const messageText = css`
  label: inbox-message-text;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  margin: ${space.sm} 0;
  padding: ${space.sm} ${space.md};
  background: ${color.mist};
  border-radius: ${radius.sm};
  line-height: 1.5;
`;

export const actions = css`
  label: inbox-actions;
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  align-items: end;
  & label { display: grid; gap: 0.2rem; font-size: 0.8125rem; font-weight: 600; color: ${color.inkMuted}; }
  & select, & textarea { font: inherit; font-size: 0.9375rem; padding: 0.4rem 0.55rem; border: 1px solid ${color.inkSoft}; border-radius: ${radius.sm}; background: ${color.paper}; color: ${color.ink}; }
  & label:has(textarea) { flex: 1 1 18rem; max-width: 36rem; }
  & textarea { width: 100%; box-sizing: border-box; min-height: 4rem; }
`;

export const history = css`
  label: inbox-history;
  list-style: none;
  margin: 0;
  padding: 0;
  font-size: 0.875rem;
  & li { padding: 0.25rem 0; }
  & time { color: ${color.inkMuted}; }
`;

export const notice = css`
  label: inbox-notice;
  padding: ${space.sm} ${space.md};
  border-radius: ${radius.sm};
  background: ${color.sunSoft};
  border: 1px solid ${color.sun};
`;

export const dialog = css`
  label: inbox-dialog;
  max-width: min(32rem, calc(100vw - 2rem));
  border: 0;
  border-radius: ${radius.md};
  padding: ${space.lg};
  &::backdrop { background: rgb(0 0 0 / 0.45); }
  & h2 { margin-top: 0; font-size: 1.25rem; }
  & .buttons { display: flex; gap: ${space.sm}; justify-content: flex-end; flex-wrap: wrap; }
`;

export const signIn = css`
  label: inbox-sign-in;
  width: min(34rem, 100% - 2rem);
  margin: ${space.xl} auto;
  padding: ${space.lg};
  border-radius: ${radius.md};
  background: ${color.paper};
  & h1 { font-size: 1.5rem; margin: 0 0 ${space.md}; }
  & p { line-height: 1.5; }
  & form { display: grid; gap: ${space.sm}; margin-top: ${space.md}; }
  & label { font-weight: 600; }
  & input { font: inherit; padding: 0.55rem 0.7rem; border: 1px solid ${color.inkSoft}; border-radius: ${radius.sm}; }
  & form button { justify-self: start; }
`;

