import { sectionTitle, type BlockMeta } from "../block-meta.ts";

export const mediaMeta = {
  title: "Media block (one large picture)",
  component: "Media/Media.tsx",
  outline: sectionTitle,
  paintsFirst: false,
  // Lazy: home has no media block, so it should not pay for its frame and fallback.
  lazy: true,
  // Static: one picture with its caption.
  hydration: "static",
  landing: false,
} satisfies BlockMeta<"media">;
