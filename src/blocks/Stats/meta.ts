import { sectionTitle, type BlockMeta } from "../block-meta.ts";

export const statsMeta = {
  title: "Stats block (key figures)",
  component: "Stats/Stats.tsx",
  outline: sectionTitle,
  paintsFirst: false,
  // With the app: home shows its key figures.
  lazy: false,
  // Interactive: its counters count up once when scrolled to.
  hydration: "interactive",
  landing: false,
} satisfies BlockMeta<"stats">;
