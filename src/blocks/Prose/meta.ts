import { type BlockMeta, type HeadingAt } from "../block-meta.ts";

export const proseMeta = {
  title: "Long text block (Markdown)",
  component: "Prose/Prose.tsx",
  // The body's own headings are checked where they stand (src/markdown/check.ts: from ## down, none skipped); the outline is the title's.
  outline: (block): HeadingAt[] => (block.title ? [{ level: 1, path: ["title"], text: block.title }] : []),
  paintsFirst: false,
  // Lazy: only the policy and statement pages hold long text.
  lazy: true,
  // Static: long text rendered at build.
  hydration: "static",
  landing: false,
} satisfies BlockMeta<"prose">;
