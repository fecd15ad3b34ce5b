/**
 * A Markdown body as the browser receives it: the build parses the Markdown once
 * (src/markdown/, Node and the studio only) and hands pages this small tree, so no
 * Markdown parser reaches a public page. Types only.
 *
 * A node is a text, or an element of the allowed subset with its attributes and children.
 * Attribute values are plain strings: the renderer maps each tag to a component and never
 * passes markup through.
 */
export type BodyNode = string | BodyElement;

export interface BodyElement {
  tag: BodyTag;
  /** Attributes the tag needs: href for a link, src and alt for an image, id for a heading, align for a table cell. */
  props?: Record<string, string>;
  children?: BodyNode[];
}

/** The elements the Markdown subset produces; anything else was refused by the validator. */
export const bodyTags = ["p", "h2", "h3", "h4", "ul", "ol", "li", "em", "strong", "a", "blockquote", "table", "thead", "tbody", "tr", "th", "td", "img", "br"] as const;

export type BodyTag = (typeof bodyTags)[number];

/** A node's words, its elements' tags left out. */
export function bodyText(node: BodyNode): string {
  return typeof node === "string" ? node : (node.children ?? []).map(bodyText).join("");
}

/** A Markdown body, parsed: its top-level blocks in order. */
export interface Body {
  children: BodyNode[];
}
