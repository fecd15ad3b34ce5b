import type { BlockMeta, HeadingAt } from "../block-meta.ts";

export const articleMeta = {
  title: "News entry",
  component: "Article/Article.tsx",
  // The body's headings were checked in the entry's file (src/markdown/check.ts); the outline is the title's.
  outline: (block): HeadingAt[] => [{ level: 1, path: ["entry", "title"], text: block.entry.title }],
  paintsFirst: false,
  // Lazy: only entries' pages show one.
  lazy: true,
  landing: false,
  madeBySite: true,
} satisfies BlockMeta<"article">;
