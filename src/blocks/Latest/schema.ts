import { z } from "zod";
import { defineBlock, sectionHeading } from "../../content/block.ts";
import { tagKey } from "../../content/collections/entry-schema.ts";
import { action } from "../../content/primitives.ts";

export const latestSchema = defineBlock(
  "latest",
  {
    ...sectionHeading,
    collection: z
      .string()
      .regex(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/, { error: 'A collection is named by its file in content/collections/, like "news" or "events".' })
      .describe("Which collection to show, by its file in content/collections/, e.g. news or events."),
    limit: z.number().int().min(1).max(12).default(3).describe("How many entries to show, 1 to 12, in the listing's order. Default: 3."),
    choice: tagKey.optional().describe("Only entries with this value of one of the collection's choice fields, e.g. press-release."),
    tag: tagKey.optional().describe("Only entries with this tag (from the collection's tags)."),
    action: action.optional().describe('A button under the cards, e.g. "All news" to /news.'),
  },
  "A collection's newest entries (or, for one with dates ahead, its next ones), as cards.",
);

export type LatestBlock = z.output<typeof latestSchema>;
