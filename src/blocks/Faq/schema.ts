import { z } from "zod";
import { defineBlock, sectionHeading } from "../../content/block.ts";
import { plainText } from "../../content/primitives.ts";

export const faqItemSchema = z.strictObject({
  question: plainText.describe('The question as a visitor would ask it, e.g. "Can our aircraft use SAF without modification?".'),
  answer: plainText.describe("The answer, shown when the visitor opens the question. Plain text; keep it to a short paragraph."),
});

export const faqSchema = defineBlock(
  "faq",
  {
    ...sectionHeading,
    tone: z.enum(["light", "muted"]).default("light").describe("Background of the section. Default: light."),
    items: z.array(faqItemSchema).min(1).describe("The questions and answers. All start closed; visitors open as many as they like."),
  },
  "Frequently asked questions: each question opens to show its answer.",
);

export type FaqBlock = z.output<typeof faqSchema>;
export type FaqItem = z.output<typeof faqItemSchema>;
