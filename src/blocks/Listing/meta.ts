import type { BlockMeta, HeadingAt } from "../block-meta.ts";

export const listingMeta = {
  title: "News listing block",
  component: "Listing/Listing.tsx",
  outline: (block): HeadingAt[] => [
    { level: 1, path: ["listing", "title"], text: block.listing.title },
    ...block.listing.entries.map((entry, index): HeadingAt => ({ level: 2, path: ["listing", "entries", index, "title"], text: entry.title })),
  ],
  paintsFirst: false,
  // Lazy: only the news pages list entries.
  lazy: true,
  // Static: a list of entries the build made, filters being links to their own pages.
  hydration: "static",
  landing: false,
  madeBySite: true,
} satisfies BlockMeta<"listing">;
