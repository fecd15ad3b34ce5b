import { sectionTitle, type BlockMeta } from "../block-meta.ts";

export const textMeta = {
  title: "Text block",
  component: "Text/Text.tsx",
  outline: sectionTitle,
  paintsFirst: false,
  // With the app: home tells its story in text blocks.
  lazy: false,
  // Static: text, a picture and links.
  hydration: "static",
  landing: false,
} satisfies BlockMeta<"text">;
