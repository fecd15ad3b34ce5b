import type { BlockMeta, HeadingAt } from "../block-meta.ts";

/** The body's level-2 and level-3 headings, from its tree. */
function bodyHeadings(nodes: readonly unknown[]): HeadingAt[] {
  const text = (node: unknown): string => (typeof node === "string" ? node : ((node as { children?: unknown[] }).children ?? []).map(text).join(""));
  return nodes.flatMap((node): HeadingAt[] => {
    const tag = typeof node === "string" ? "" : (node as { tag: string }).tag;
    return tag === "h2" || tag === "h3" ? [{ level: tag === "h2" ? 2 : 3, path: ["entry", "body"], text: text(node) }] : [];
  });
}

export const articleMeta = {
  title: "News entry",
  component: "Article/Article.tsx",
  outline: (block): HeadingAt[] => [{ level: 1, path: ["entry", "title"], text: block.entry.title }, ...bodyHeadings(block.entry.body.children)],
  paintsFirst: false,
  // Lazy: only entries' pages show one.
  lazy: true,
  landing: false,
  madeBySite: true,
} satisfies BlockMeta<"article">;
