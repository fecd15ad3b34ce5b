import { z } from "zod";
import { defineBlock } from "../../content/block.ts";
import { link, plainText } from "../../content/primitives.ts";

export const searchSchema = defineBlock(
  "search",
  {
    title: plainText.describe('The page\'s main heading, over the field, e.g. "Search".'),
    intro: plainText.optional().describe("A sentence under the heading: what can be found, with an example or two."),
    browse: z
      .array(link)
      .min(1)
      .max(8)
      .describe('Where a visitor whose browser runs no JavaScript can look instead, e.g. the news listing and the main pages: { label: "News & Insights", href: /news }. The site map follows them.'),
  },
  "The site's search: a field whose words are looked up in every page and entry of the page's language, with the query in the address (/search/?q=CORSIA), results with their section, date and an excerpt, and filters by section and topic.",
);

export type SearchBlock = z.output<typeof searchSchema>;
