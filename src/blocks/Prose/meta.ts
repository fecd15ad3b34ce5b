import type { BlockMeta, HeadingAt } from "../block-meta.ts";
import { markdownHeadings } from "../../markdown/headings.ts";

export const proseMeta = {
  title: "Long text (Markdown)",
  component: "Prose/Prose.tsx",
  outline: (block): HeadingAt[] => [...(block.title ? [{ level: 1 as const, path: ["title"], text: block.title }] : []), ...markdownHeadings(block.body, ["body"])],
  paintsFirst: false,
  // Lazy: only the policy and statement pages hold long text.
  lazy: true,
  landing: false,
} satisfies BlockMeta<"prose">;
