import { z } from "zod";
import { defineBlock, sectionHeading } from "../../content/block.ts";
import { image, plainText } from "../../content/primitives.ts";

export const testimonialSchema = z.strictObject({
  quote: plainText.describe("What the person said, without quotation marks: the design adds them."),
  name: plainText.describe('Who said it, e.g. "Amira Haddad".'),
  role: plainText.optional().describe('Their job title, e.g. "Head of Sustainability".'),
  company: plainText.optional().describe('Where they work, e.g. "Gulf Skies Airways".'),
  rating: z.number().int().min(1).max(5).default(5).describe("Stars out of five, a whole number from 1 to 5. Default: 5."),
  photo: image.optional().describe("A portrait. Without one, or if it can't load, the person's initials are shown in a circle."),
});

export const testimonialsSchema = defineBlock(
  "testimonials",
  {
    ...sectionHeading,
    tone: z.enum(["light", "muted"]).default("muted").describe("Background of the section. Default: muted."),
    items: z.array(testimonialSchema).min(1).describe("The quotes, each with the person's name and a star rating."),
  },
  "Quotes from customers and partners, with name, role, company, star rating and an optional portrait.",
);

export type TestimonialsBlock = z.output<typeof testimonialsSchema>;
export type Testimonial = z.output<typeof testimonialSchema>;
