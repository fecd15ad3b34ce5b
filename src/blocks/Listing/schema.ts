import type { z } from "zod";
import { defineBlock } from "../../content/block.ts";
import { listingView } from "../../content/collections/views.ts";

export const listingSchema = defineBlock(
  "listing",
  { listing: listingView.describe("The page of the listing the build made.") },
  "A page of a collection's listing: made by the site from the collection's folder, never written in a page.",
);

export type ListingBlock = z.output<typeof listingSchema>;
