import { sectionTitle, type BlockMeta } from "../block-meta.ts";

export const ctaMeta = {
  title: "Call to action block",
  component: "Cta/Cta.tsx",
  outline: sectionTitle,
  paintsFirst: false,
  // With the app: home closes with one, and so do most pages.
  lazy: false,
  // Static: a heading, a line and links.
  hydration: "static",
  landing: false,
} satisfies BlockMeta<"cta">;
