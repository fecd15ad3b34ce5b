import { Global, css } from "@emotion/react";
import { arabicFontFaces } from "./arabic-fonts.ts";
import { fontFaces } from "./fonts.ts";
import { islandAttribute, staticSectionAttribute } from "../islands/markers.ts";
import { color, font, layout, media, size } from "./tokens.ts";

const globalStyles = css`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: calc(${layout.headerHeight} + 1rem); }
  body {
    margin: 0;
    font-family: ${font.body};
    font-size: ${size.text};
    line-height: 1.6;
    color: ${color.ink};
    background: ${color.paper};
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
  }
  h1, h2, h3, h4 { font-family: ${font.display}; line-height: 1.15; margin: 0; letter-spacing: -0.015em; }
  p { margin: 0; }
  img, video { display: block; max-width: 100%; }
  /* A picture only offers formats; the image inside it is what the slot styles. */
  picture { display: contents; }
  /* A section's frame (src/islands/markers.ts) says how the browser treats it, and adds no box. */
  [${staticSectionAttribute}], [${islandAttribute}] { display: contents; }
  a { color: inherit; }
  :focus-visible {
    /* Two tones: the dark ring shows on light sections, the light halo on dark ones. */
    outline: 3px solid ${color.focusRing};
    outline-offset: 2px;
    box-shadow: 0 0 0 2px ${color.paper};
    border-radius: 4px;
  }
  [tabindex="-1"]:focus { outline: none; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  ${media.reducedMotion} {
    *, *::before, *::after { animation-duration: 0.01ms !important; animation-iteration-count: 1 !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;

/**
 * In a build the font faces are written into index.html once, as a plain style tag,
 * because their URLs differ between the prerender and the browser bundle: inside
 * <Global> they would change its name, and the browser would add a second copy of
 * everything instead of adopting the prerendered one.
 */
const styles = import.meta.env.DEV ? [...fontFaces, ...arabicFontFaces, globalStyles] : globalStyles;

/**
 * In a browser whose document the build wrote, the global rules are already there, in the tag
 * the prerender wrote (server-html.ts publishedStyles): emotion's <Global> would move that
 * tag into its own sheet, and the move restyles the whole page. Nothing is drawn either way,
 * so leaving it out changes nothing React adopts.
 */
const globalInDocument = typeof document !== "undefined" && document.querySelector('style[data-emotion^="css-global "][data-s]') !== null;

export function GlobalStyles() {
  return globalInDocument ? null : <Global styles={styles} />;
}
