import { css, keyframes } from "@emotion/react";
import { color, media, motion, radius, shadow, size, space } from "../../theme/tokens.ts";
import * as surface from "../../theme/surfaces.ts";

export const layout = css`
  label: form-layout;
  display: grid;
  gap: ${space.xl};
  grid-template-columns: minmax(0, 1fr);
  max-width: 48rem;
  margin: 0 auto;
`;

export const layoutWithDetails = css`
  max-width: none;
  ${media.large} {
    grid-template-columns: minmax(0, 1.65fr) minmax(0, 1fr);
    gap: ${space.xxl};
    align-items: start;
  }
`;

export const card = css`
  label: form-card;
  ${surface.panel({ corner: "lg", raised: true })}
  padding: ${space.lg};
  ${media.medium} { padding: ${space.xxl}; }
`;

export const header = css`
  label: form-header;
  margin-bottom: ${space.xl};
`;



export const intro = css`
  label: form-intro;
  margin-top: ${space.sm};
  color: ${color.inkMuted};
`;

export const fields = css`
  label: form-fields;
  display: grid;
  gap: ${space.lg};
  grid-template-columns: minmax(0, 1fr);
  ${media.medium} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

export const field = css`
  label: form-field;
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
`;

/**
 * A choice that belongs to one interest (the role applied for, to Careers) shows only while
 * that interest is chosen: CSS alone, so it holds before the page's code runs and without it,
 * and a hidden field is no stop for the keyboard.
 */
export const shownWithInterest = (interest: string) => css`
  label: form-field-with-interest;
  display: none;
  form:has(select[name="interest"] option[value="${interest}"]:checked) & {
    display: flex;
  }
`;

/** A long message reads better across the whole form. */
export const fieldWide = css`
  ${media.medium} { grid-column: 1 / -1; }
`;

export const fieldLabel = css`
  label: form-label;
  font-size: ${size.small};
  font-weight: 600;
  color: ${color.ink};
`;

export const requiredMark = css`
  label: form-required;
  color: ${color.brand};
`;

export const control = css`
  label: form-control;
  width: 100%;
  min-height: 44px;
  padding: 0.65rem 0.9rem;
  font: inherit;
  /* 16px or more stops phones zooming in on focus. */
  font-size: 1rem;
  line-height: 1.5;
  color: ${color.ink};
  background: ${color.paper};
  border: 1.5px solid ${color.line};
  border-radius: ${radius.sm};
  transition: border-color ${motion.fast} ease, background-color ${motion.fast} ease;
  &::placeholder { color: ${color.inkSoft}; opacity: 1; }
  &:hover { border-color: ${color.inkSoft}; }
  &:focus { border-color: ${color.brand}; background: ${color.mist}; }
  &:focus-visible { outline: 3px solid ${color.focus}; outline-offset: 2px; }
`;

export const textarea = css`
  label: form-textarea;
  resize: vertical;
`;

export const selectWrap = css`
  label: form-select;
  position: relative;
  & > select { appearance: none; padding-inline-end: 2.75rem; cursor: pointer; }
  & > svg {
    position: absolute;
    top: 50%;
    inset-inline-end: 0.9rem;
    transform: translateY(-50%);
    color: ${color.inkMuted};
    pointer-events: none;
  }
`;

export const submit = css`
  label: form-submit;
  width: 100%;
  font: inherit;
  font-weight: 650;
  ${media.medium} { width: auto; align-self: flex-start; }
  &:disabled { cursor: progress; opacity: 0.75; }
`;

const appear = keyframes`
  from { opacity: 0; transform: translateY(8px); }
  to { opacity: 1; transform: none; }
`;

export const confirmation = css`
  label: form-confirmation;
  display: flex;
  align-items: center;
  gap: ${space.md};
  padding: ${space.lg};
  background: ${color.successSoft};
  border: 1px solid ${color.success};
  border-inline-start-width: 5px;
  border-radius: ${radius.md};
  color: ${color.ink};
  font-weight: 600;
  animation: ${appear} ${motion.base} ${motion.ease};
  & > svg { flex: none; color: ${color.success}; }
`;

export const details = css`
  label: form-details;
  display: flex;
  flex-direction: column;
  gap: ${space.xl};
  padding: ${space.xl} ${space.lg};
  border-radius: ${radius.lg};
  background: linear-gradient(160deg, ${color.brandDeep} 0%, ${color.brandDark} 55%, ${color.brand} 100%);
  color: ${color.onDark};
  box-shadow: ${shadow.card};
  ${media.medium} { padding: ${space.xxl} ${space.xl}; }
`;

export const detailsTitle = css`
  label: form-details-title;
  font-size: 1.5rem;
  font-weight: 750;
`;

export const detailsGroup = css`
  label: form-details-group;
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  padding-top: ${space.xl};
  border-top: 1px solid rgba(255, 255, 255, 0.14);
`;

export const detailsSubtitle = css`
  label: form-details-subtitle;
  font-size: ${size.tiny};
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${color.onDarkMuted};
`;

export const list = css`
  label: form-details-list;
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const item = css`
  label: form-details-item;
  display: flex;
  align-items: flex-start;
  gap: ${space.md};
`;

export const itemIcon = css`
  label: form-details-icon;
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${radius.md};
  background: rgba(255, 255, 255, 0.1);
  color: ${color.leaf};
`;

export const itemLabel = css`
  label: form-details-label;
  font-weight: 700;
  color: ${color.onDark};
`;

export const itemText = css`
  label: form-details-text;
  color: ${color.onDarkMuted};
  overflow-wrap: anywhere;
  & a { color: inherit; text-decoration: underline; text-decoration-color: rgba(255, 255, 255, 0.35); text-underline-offset: 3px; }
  & a:hover { color: ${color.onDark}; text-decoration-color: currentColor; }
`;

export const location = css`
  label: form-location;
  display: flex;
  align-items: flex-start;
  gap: ${space.sm};
  & > svg { flex: none; margin-top: 0.3em; color: ${color.leaf}; }
`;

export const locationName = css`
  label: form-location-name;
  font-weight: 700;
`;

export const locationAddress = css`
  label: form-location-address;
  color: ${color.onDarkMuted};
  white-space: pre-line;
`;


/** Marks a field whose answer was not accepted; the border alone would not be enough, the words below it say why. */
export const controlInvalid = css`
  label: form-control-invalid;
  border-color: ${color.danger};
  &:hover { border-color: ${color.danger}; }
`;

export const problem = css`
  label: form-problem;
  font-size: ${size.small};
  font-weight: 600;
  color: ${color.danger};
`;

export const actions = css`
  label: form-actions;
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  margin-top: ${space.xl};
`;

export const alert = css`
  label: form-alert;
  padding: ${space.md} ${space.lg};
  background: ${color.dangerSoft};
  border: 1px solid ${color.danger};
  border-inline-start-width: 5px;
  border-radius: ${radius.md};
  color: ${color.ink};
  &:empty { display: none; }
  & strong { display: block; margin-bottom: ${space.xs}; }
  & a { color: ${color.brandDark}; font-weight: 600; text-decoration: underline; text-underline-offset: 3px; overflow-wrap: anywhere; }
  & a:focus-visible { outline: 3px solid ${color.focus}; outline-offset: 2px; }
`;

export const privacyNote = css`
  label: form-privacy;
  font-size: ${size.small};
  color: ${color.inkMuted};
  & a { color: ${color.brandDark}; text-decoration: underline; text-underline-offset: 3px; }
  & a:focus-visible { outline: 3px solid ${color.focus}; outline-offset: 2px; }
`;

/** The honeypot: out of sight and out of the tab order, but still in the form for bots to fill. */
export const honeypot = css`
  label: form-honeypot;
  position: absolute;
  inset-inline-start: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;
