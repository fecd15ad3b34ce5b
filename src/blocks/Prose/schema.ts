import type { z } from "zod";
import { defineBlock } from "../../content/block.ts";
import { markdownText, plainText } from "../../content/primitives.ts";

export const proseSchema = defineBlock(
  "prose",
  {
    eyebrow: plainText.optional().describe('A short label above the title, e.g. "Legal".'),
    title: plainText.optional().describe("The page's main heading (level 1), for a page that is mostly text, e.g. \"Cookie Policy\". Leave out when another block above holds it."),
    body: markdownText.describe("The text, in Markdown: paragraphs, ## headings (down to ####), lists, **strong**, *emphasis*, links, > quotes, tables and ![described](/media/…) images. Write it after body: | on the lines below, indented."),
  },
  "Long text written in Markdown, such as a policy or a statement: headings, lists, tables, quotes and links.",
);

export type ProseBlock = z.output<typeof proseSchema>;
