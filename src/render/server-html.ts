import { prerenderedCssAttribute } from "../boot/contract.ts";

/** What a server rendering (render-to-html.tsx) gives: types and tags, no React, for the browser program and Node alike. */

/** The CSS a set of emotion ids stands for, in order. */
export interface StyleBlock {
  ids: string[];
  css: string;
  /** Each id's own CSS, so a route's file can carry just the rules home's page lacks. */
  byId: Record<string, string>;
}

export interface RenderedHtml {
  html: string;
  /**
   * The global styles (font faces, element defaults), apart from the rest: emotion's
   * <Global> adopts a `css-global <name>` tag when the page hydrates, where it would
   * otherwise insert a second copy (new font faces, a restyle of the whole page).
   */
  global: StyleBlock;
  /** The components' CSS, in one tag, so the Content Security Policy needs one hash, not eighty. */
  components: StyleBlock;
}

/**
 * The style tags of a server rendering, as emotion expects to find them when the page's
 * code takes over: it adopts them instead of inserting the same rules again.
 * `componentCss`: the components' rules to write, when not all of them (a route's file).
 */
export function emotionStyleTags(rendered: Pick<RenderedHtml, "global" | "components">, componentCss = rendered.components.css): string[] {
  return [
    `<style data-emotion="css-global ${rendered.global.ids.join(" ")}">${rendered.global.css}</style>`,
    `<style data-emotion="css ${rendered.components.ids.join(" ")}">${componentCss}</style>`,
  ];
}

/**
 * The style elements of a published page, as the attributes and text of each (the build writes
 * them and hashes their text, scripts/prerender/inline-code.ts), which the browser's own emotion
 * cache takes as in place without touching them (src/render/style-cache.ts): the components'
 * element is marked `prerenderedCssAttribute`, and the global one carries emotion's
 * `data-s`, its mark for an element it has already moved, so neither is moved (each move
 * restyles the whole page).
 */
export function publishedStyles(rendered: Pick<RenderedHtml, "global" | "components">, componentCss = rendered.components.css): { attributes: string; text: string }[] {
  return [
    { attributes: ` data-emotion="css-global ${rendered.global.ids.join(" ")}" data-s=""`, text: rendered.global.css },
    // No ids: the browser reads them from the rules' own classes, rather than the document carrying each twice.
    { attributes: ` ${prerenderedCssAttribute}`, text: componentCss },
  ];
}
