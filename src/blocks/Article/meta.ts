import type { BlockMeta, HeadingAt } from "../block-meta.ts";
import type { BodyNode } from "../../markdown/body-tree.ts";

/** A node's words (body-tree.ts's bodyText, written out: a meta imports only other metas). */
const textOf = (node: BodyNode): string => (typeof node === "string" ? node : (node.children ?? []).map(textOf).join(""));

/** The body's level-2 and level-3 headings, from the tree the build made (no parser here). */
function bodyHeadings(nodes: readonly BodyNode[]): HeadingAt[] {
  return nodes.flatMap((node): HeadingAt[] => {
    const tag = typeof node === "string" ? "" : node.tag;
    return tag === "h2" || tag === "h3" ? [{ level: tag === "h2" ? 2 : 3, path: ["entry", "body"], text: textOf(node) }] : [];
  });
}

export const articleMeta = {
  title: "Collection entry block",
  component: "Article/Article.tsx",
  // The title, the body's headings (checked in the entry's file too) and the documents' heading, in the order Article.tsx draws them.
  outline: (block): HeadingAt[] => [
    { level: 1, path: ["entry", "title"], text: block.entry.title },
    ...bodyHeadings(block.entry.body.children),
    ...block.entry.sections.flatMap((section, index): HeadingAt[] => [{ level: 2, path: ["entry", "sections", index, "label"], text: section.label }, ...bodyHeadings(section.body.children)]),
    ...(block.entry.attachments.length > 0 ? [{ level: 2 as const, path: ["entry", "attachments"], text: "Documents" }] : []),
  ],
  paintsFirst: false,
  // Lazy: only entries' pages show one.
  lazy: true,
  // Static: an entry's page is words, pictures and links: nothing on it changes after the first paint.
  hydration: "static",
  landing: false,
  madeBySite: true,
} satisfies BlockMeta<"article">;
