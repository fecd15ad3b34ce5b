import { z } from "zod";
import { defineBlock, sectionHeading } from "../../content/block.ts";
import { newsTypes, tagKey } from "../../content/news/schema.ts";
import { action } from "../../content/primitives.ts";

export const latestSchema = defineBlock(
  "latest",
  {
    ...sectionHeading,
    collection: z.enum(["news"]).default("news").describe("Which collection to show: news."),
    limit: z.number().int().min(1).max(12).default(3).describe("How many of the newest entries to show, 1 to 12. Default: 3."),
    newsType: z.enum(newsTypes).optional().describe("Only entries of this type: press-release, news, insight or event."),
    tag: tagKey.optional().describe("Only entries with this tag (from site.yaml's news tags)."),
    action: action.optional().describe('A button under the cards, e.g. "All news" to /news.'),
  },
  "The newest entries of the news, as cards with picture, date, type and summary.",
);

export type LatestBlock = z.output<typeof latestSchema>;
