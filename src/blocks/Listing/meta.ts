import type { BlockMeta, HeadingAt } from "../block-meta.ts";

export const listingMeta = {
  title: "Collection listing block",
  component: "Listing/Listing.tsx",
  outline: (block): HeadingAt[] => [
    { level: 1, path: ["listing", "title"], text: block.listing.title },
    ...block.listing.groups.flatMap((group, groupIndex): HeadingAt[] => {
      const entryLevel = block.listing.groups.some((candidate) => candidate.heading) ? 3 : 2;
      return [
        ...(group.heading ? [{ level: 2 as const, path: ["listing", "groups", groupIndex, "heading"], text: group.heading }] : []),
        ...group.entries.map((entry, index): HeadingAt => ({ level: entryLevel, path: ["listing", "groups", groupIndex, "entries", index, "title"], text: entry.title })),
      ];
    }),
  ],
  paintsFirst: false,
  // Lazy: only collections' listing pages show one.
  lazy: true,
  // Static: a list of entries the build made, filters being links to their own pages.
  hydration: "static",
  landing: false,
  madeBySite: true,
} satisfies BlockMeta<"listing">;
