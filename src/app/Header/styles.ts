import { css } from "@emotion/react";
import { color, layout, motion, shadow, space } from "../../theme/tokens.ts";

/**
 * Before the app has measured the header (first paint, or no JavaScript), the full
 * navigation shows from this width up: the shipped navigation and the search button fit from
 * about 1,250 px.
 * Once running, the header's own content decides (useNavFit), whatever the labels say.
 */
const fullNavWithoutMeasure = 1280;
const hiddenNav = "position: absolute; top: 0; inset-inline-start: 0; visibility: hidden; pointer-events: none;";

export const bar = css`
  label: site-header;
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 50;
  height: ${layout.headerHeight};
  color: ${color.onDark};
  transition: color ${motion.base} ease;
  /*
   * The solid backdrop is drawn by a layer behind the content, not by the header itself:
   * backdrop-filter on the header would make it the containing block of the fixed menu
   * panel inside it, shrinking the "full-screen" panel to the header's 72 px.
   */
  &::before {
    content: "";
    position: absolute;
    inset: 0;
    z-index: -1;
    background: rgba(255, 255, 255, 0.9);
    backdrop-filter: saturate(180%) blur(12px);
    box-shadow: ${shadow.header};
    opacity: 0;
    transition: opacity ${motion.base} ease;
  }
  &[data-nav="compact"] [data-header-part="nav"] { ${hiddenNav} }
  &[data-nav="full"] [data-header-part="toggle"], &[data-nav="full"] [data-header-part="panel"] { display: none; }
  &[data-nav="full"] [data-header-part="logo"] { flex-shrink: 0; }
  @media (max-width: ${fullNavWithoutMeasure - 0.02}px) {
    &:not([data-nav]) [data-header-part="nav"] { ${hiddenNav} }
  }
  @media (min-width: ${fullNavWithoutMeasure}px) {
    &:not([data-nav]) [data-header-part="toggle"], &:not([data-nav]) [data-header-part="panel"] { display: none; }
  }
  /* Scrolled past the threshold, or the menu is open: solid, blurred, shadowed. Read from the
   * header's attributes, which the page script keeps before the app starts (header-scroll.ts). */
  &[data-scrolled="true"], &[data-menu-open="true"] {
    color: ${color.ink};
    &::before { opacity: 1; }
  }
`;

export const inner = css`
  label: site-header-inner;
  height: 100%;
  /* A little wider than the page's column: the English navigation (835 px) and the search button fit beside the logo at the widest. */
  max-width: calc(${layout.maxWidth} + 6rem);
  margin: 0 auto;
  padding: 0 ${space.gutter};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.lg};
  position: relative;
`;

export const logo = css`
  label: logo;
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  min-width: 0;
  text-decoration: none;
  color: inherit;
  font-weight: 800;
  font-size: 1.25rem;
  line-height: 1.2;
  letter-spacing: -0.02em;
  white-space: nowrap;
  /* Everything after the logo (navigation, search, menu button) sits at the line's end. */
  margin-inline-end: auto;
  & > svg { flex-shrink: 0; }
  & > span { min-width: 0; }
  /* On the narrowest phones the tagline takes two lines rather than pushing the menu button off screen. */
  & small { display: block; white-space: normal; font-size: 0.6875rem; line-height: 1.3; font-weight: 600; letter-spacing: 0.14em; text-transform: uppercase; opacity: 0.75; }
`;

export const desktopNav = css`
  label: desktop-nav;
  display: flex;
  flex-shrink: 0;
  width: max-content;
  align-items: center;
  /* Tight enough that the links, the language switch and the button fit beside the logo from 1,140 px. */
  gap: ${space.lg};
  & ul { display: flex; gap: 1.25rem; list-style: none; margin: 0; padding: 0; }
`;

export const navLink = css`
  label: nav-link;
  position: relative;
  display: inline-block;
  padding: 0.5rem 0.125rem;
  font-weight: 550;
  font-size: 0.975rem;
  white-space: nowrap;
  text-decoration: none;
  color: inherit;
  opacity: 0.9;
  &::after {
    content: "";
    position: absolute;
    inset-inline: 0;
    bottom: 0.15rem;
    height: 2px;
    border-radius: 2px;
    background: ${color.leaf};
    transform: scaleX(0);
    transform-origin: left;
    transition: transform ${motion.base} ${motion.ease};
  }
  /* The underline grows the way the line is read. */
  [dir="rtl"] &::after { transform-origin: right; }
  &:hover { opacity: 1; }
  &:hover::after { transform: scaleX(1); }
  &[aria-current="page"] { opacity: 1; font-weight: 700; }
  &[aria-current="page"]::after { transform: scaleX(1); }
`;

/** A 48 px square button holding one icon: the menu button and the search button. */
const iconButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border: 0;
  border-radius: 12px;
  flex-shrink: 0;
  background: transparent;
  color: inherit;
  cursor: pointer;
`;

export const toggle = css`
  label: menu-toggle;
  ${iconButton}
  margin-inline-end: -0.5rem;
`;

/** The search button: beside the navigation, or beside the menu button on narrow screens. */
export const searchButton = css`
  label: search-button;
  ${iconButton}
  &:focus-visible { outline: 3px solid ${color.focus}; outline-offset: 2px; }
`;

export const panel = css`
  label: mobile-menu;
  position: fixed;
  top: ${layout.headerHeight};
  inset-inline: 0;
  bottom: 0;
  z-index: 49;
  display: flex;
  flex-direction: column;
  gap: ${space.xl};
  padding: ${space.xl} ${space.gutter} ${space.xxl};
  overflow-y: auto;
  background: ${color.paper};
  color: ${color.ink};
  transform: translateX(100%);
  visibility: hidden;
  /* It slides in from the side the line ends on: the right in English, the left in Arabic. */
  [dir="rtl"] & { transform: translateX(-100%); }
  transition: transform ${motion.base} ${motion.ease}, visibility 0s linear ${motion.base};
  & ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; }
`;

export const panelOpen = css`
  transform: translateX(0);
  [dir="rtl"] & { transform: translateX(0); }
  visibility: visible;
  transition: transform ${motion.base} ${motion.ease}, visibility 0s;
`;

export const panelLink = css`
  label: mobile-menu-link;
  display: block;
  padding: 1rem 0;
  border-bottom: 1px solid ${color.line};
  font-size: 1.375rem;
  font-weight: 650;
  text-decoration: none;
  color: ${color.ink};
  &[aria-current="page"] { color: ${color.brand}; font-weight: 800; }
  &[aria-current="page"]::before { content: ""; display: inline-block; width: 8px; height: 8px; margin-inline-end: 0.75rem; border-radius: 50%; background: ${color.leaf}; vertical-align: middle; }
`;

/** The link to the page in the other language, beside the header's button. */
export const languageLink = css`
  label: language-link;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 650;
  font-size: 0.975rem;
  white-space: nowrap;
  color: inherit;
  text-decoration: underline;
  text-decoration-thickness: 1px;
  text-underline-offset: 0.3em;
`;

/** The same in the phone menu, above its button. */
export const panelLanguageLink = css`
  label: mobile-menu-language-link;
  align-self: flex-start;
  padding: 0.5rem 0;
  font-size: 1.125rem;
  font-weight: 650;
  color: ${color.brand};
  text-decoration: underline;
  text-underline-offset: 0.3em;
`;
