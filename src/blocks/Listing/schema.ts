import type { z } from "zod";
import { defineBlock } from "../../content/block.ts";
import { listingView } from "../../content/news/views.ts";

export const listingSchema = defineBlock(
  "listing",
  { listing: listingView.describe("The page of the listing the build made.") },
  "A page of the news listing: made by the site from the news folder, never written in a page.",
);

export type ListingBlock = z.output<typeof listingSchema>;
