/**
 * A parsed body as the browser receives it: mdast to hast (mdast-util-to-hast, which
 * resolves reference links and table alignment), then to the small tree of body-tree.ts,
 * keeping only the subset's elements and the attributes each needs. Raw HTML never passes:
 * toHast drops it unless told otherwise, and this keeps nothing it does not name.
 */
import type { Element, Nodes as HastNodes } from "hast";
import type { Root, RootContent } from "mdast";
import { toHast } from "mdast-util-to-hast";
import { allowedHref } from "../content/primitives.ts";
import { bodyTags, bodyText, type Body, type BodyElement, type BodyNode, type BodyTag } from "./body-tree.ts";
import { parseMarkdown } from "./parse.ts";

const allowed = new Set<string>(bodyTags);
/** The attributes kept, by tag; every value is a string. */
const keptProps: Partial<Record<BodyTag, readonly string[]>> = {
  a: ["href"],
  img: ["src", "alt"],
  th: ["align"],
  td: ["align"],
  ol: ["start"],
};

/** A heading's anchor from its words: lower-case Latin letters and digits joined by hyphens; none for a heading without them. */
export function headingAnchor(text: string): string | undefined {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .replace(/^[^a-z]+/, "");
  return slug ? slug.slice(0, 60).replace(/-+$/, "") : undefined;
}

function convert(node: HastNodes, anchors: Set<string>): BodyNode[] {
  if (node.type === "text") return node.value === "" ? [] : [node.value];
  if (node.type === "root") return node.children.flatMap((child) => convert(child, anchors));
  if (node.type !== "element") return [];
  const children = node.children.flatMap((child) => convert(child, anchors));
  if (!allowed.has(node.tagName)) return children;
  // The validator refuses any other link; a body that reaches here unchecked still never carries one.
  if (node.tagName === "a" && !allowedHref.test(String(node.properties.href ?? ""))) return children;
  const tag = node.tagName as BodyTag;
  const props: Record<string, string> = {};
  for (const name of keptProps[tag] ?? []) {
    const value = (node as Element).properties[name];
    if (value !== undefined && value !== null && value !== "") props[name] = String(value);
  }
  if (tag === "h2" || tag === "h3" || tag === "h4") {
    const base = headingAnchor(children.map(bodyText).join(""));
    if (base) {
      let id = base;
      for (let count = 2; anchors.has(id); count++) id = `${base}-${count}`;
      anchors.add(id);
      props.id = id;
    }
  }
  // Whitespace between a table's or a list's elements is layout, not text.
  const kept = ["table", "thead", "tbody", "tr", "ul", "ol"].includes(tag) ? children.filter((child) => typeof child !== "string" || child.trim() !== "") : children;
  const element: BodyElement = { tag };
  if (Object.keys(props).length > 0) element.props = props;
  if (kept.length > 0) element.children = kept;
  return [element];
}

/** The top-level blocks of a body (definitions are not blocks: they hold a reference link's address). */
export function bodyBlocks(tree: Root): RootContent[] {
  return tree.children.filter((node) => node.type !== "definition");
}

/** A body for the browser, from its Markdown. */
export function toBody(markdown: string): Body {
  const tree = parseMarkdown(markdown);
  const hast = toHast(tree) as HastNodes;
  return { children: convert(hast, new Set()).filter((child) => typeof child !== "string" || child.trim() !== "") };
}

/** The anchors a body's headings get, for links that point into it (`/cookie-policy#what-we-store`). */
export function bodyAnchors(body: Body): string[] {
  const found: string[] = [];
  const walk = (node: BodyNode) => {
    if (typeof node === "string") return;
    if (node.props?.id) found.push(node.props.id);
    node.children?.forEach(walk);
  };
  body.children.forEach(walk);
  return found;
}
