import { mainHeading, type BlockMeta } from "../block-meta.ts";

export const searchMeta = {
  title: "Search block",
  component: "Search/Search.tsx",
  // The search page's one heading: the results are links, not sections.
  outline: mainHeading,
  paintsFirst: false,
  // Lazy: only the search page has one; its panel and the index load later still, when the visitor searches.
  lazy: true,
  // Interactive: the field looks up what is typed.
  hydration: "interactive",
  landing: false,
} satisfies BlockMeta<"search">;
