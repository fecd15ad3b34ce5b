import { sectionTitle, type BlockMeta } from "../block-meta.ts";

export const testimonialsMeta = {
  title: "Testimonials block",
  component: "Testimonials/Testimonials.tsx",
  outline: sectionTitle,
  paintsFirst: false,
  // Lazy: home has no quotes, so it should not pay for them.
  lazy: true,
  // Static: quotes with portraits.
  hydration: "static",
  landing: false,
} satisfies BlockMeta<"testimonials">;
