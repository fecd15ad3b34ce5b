import { mainHeading, type BlockMeta } from "../block-meta.ts";

export const heroMeta = {
  title: "Hero block (the page's opening banner)",
  component: "Hero/Hero.tsx",
  outline: mainHeading,
  // The opening banner is what the first paint shows: its poster or picture comes first.
  paintsFirst: true,
  // With the app: every page opens with one, and home's first paint is one.
  lazy: false,
  // Interactive: its background video plays, pauses and is chosen for the screen after paint.
  hydration: "interactive",
  landing: false,
} satisfies BlockMeta<"hero">;
