import type { z } from "zod";
import { defineBlock } from "../../content/block.ts";
import { articleView } from "../../content/news/views.ts";

export const articleSchema = defineBlock(
  "article",
  { entry: articleView.describe("The entry the build made this page from.") },
  "A news entry's page: made by the site from the news folder, never written in a page.",
);

export type ArticleBlock = z.output<typeof articleSchema>;
