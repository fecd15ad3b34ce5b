import { sectionTitle, type BlockMeta } from "../block-meta.ts";

export const latestMeta = {
  title: "Latest entries block",
  component: "Latest/Latest.tsx",
  // Each card's title is a level-3 heading under the section's; the cards come from the build, so the outline names the section's alone.
  outline: sectionTitle,
  paintsFirst: false,
  // Lazy: its cards are below the fold on home, and only home shows it.
  lazy: true,
  // Static: cards of entries the build chose: links and pictures.
  hydration: "static",
  landing: false,
} satisfies BlockMeta<"latest">;
