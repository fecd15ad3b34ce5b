import { itemHeadings, sectionTitle, type BlockMeta } from "../block-meta.ts";

export const cardsMeta = {
  title: "Cards block",
  component: "Cards/Cards.tsx",
  outline: (block) => [...sectionTitle(block), ...itemHeadings(block.items, "title")],
  paintsFirst: false,
  // With the app: home shows cards, and so do most pages.
  lazy: false,
  // Static: titles, text, pictures and links: nothing changes after the first paint.
  hydration: "static",
  landing: false,
} satisfies BlockMeta<"cards">;
