import { sectionTitle, type BlockMeta } from "../block-meta.ts";

export const statsMeta = {
  title: "Stats block (key figures)",
  component: "Stats/Stats.tsx",
  outline: sectionTitle,
  paintsFirst: false,
  // With the app: home shows its key figures.
  lazy: false,
  landing: false,
} satisfies BlockMeta<"stats">;
