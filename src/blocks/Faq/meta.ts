import { itemHeadings, sectionTitle, type BlockMeta } from "../block-meta.ts";

export const faqMeta = {
  title: "FAQ block",
  component: "Faq/Faq.tsx",
  outline: (block) => [...sectionTitle(block), ...itemHeadings(block.items, "question")],
  paintsFirst: false,
  // Lazy: home has no questions, so it should not pay for the accordion.
  lazy: true,
  // Interactive: its questions open and close.
  hydration: "interactive",
  landing: false,
} satisfies BlockMeta<"faq">;
