import type { Heading } from "mdast";
import { parseMarkdown } from "./parse.ts";

/** The level-2 and level-3 headings of a Markdown body, for the page outline (block-meta.ts); deeper ones do not shape it. */
export function markdownHeadings(markdown: string, path: (string | number)[]): { level: 2 | 3; path: (string | number)[]; text: string }[] {
  const text = (node: { value?: string; children?: unknown[] }): string => node.value ?? (node.children ?? []).map((child) => text(child as { value?: string })).join("");
  return parseMarkdown(markdown)
    .children.filter((node): node is Heading => node.type === "heading" && (node.depth === 2 || node.depth === 3))
    .map((node) => ({ level: node.depth as 2 | 3, path, text: text(node) }));
}
