import type { RenderedHtml } from "./render-to-html.tsx";

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
