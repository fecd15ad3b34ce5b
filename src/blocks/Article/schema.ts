import type { z } from "zod";
import { defineBlock } from "../../content/block.ts";
import { articleView } from "../../content/collections/views.ts";

export const articleSchema = defineBlock(
  "article",
  { entry: articleView.describe("The entry the build made this page from.") },
  "An entry's page: made by the site from a collection's folder, never written in a page.",
);

export type ArticleBlock = z.output<typeof articleSchema>;
