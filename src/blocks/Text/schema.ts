import { z } from "zod";
import { defineBlock } from "../../content/block.ts";
import { action, image, plainText } from "../../content/primitives.ts";

export const textSchema = defineBlock(
  "text",
  {
    eyebrow: plainText.optional().describe("A short label above the title."),
    title: plainText.describe("The section heading."),
    body: z.array(plainText).optional().describe("Paragraphs, one list item each."),
    points: z.array(plainText).optional().describe("Key points shown as a list with check marks, e.g. claims or commitments."),
    badges: z.array(plainText).optional().describe('Short labels shown as badges, e.g. certifications such as "ASTM D7566 Certified".'),
    quote: z
      .strictObject({
        text: plainText.describe("The quoted words, without quotation marks."),
        cite: plainText.describe('Who said it, e.g. "International Air Transport Association (IATA)".'),
      })
      .optional()
      .describe("A quotation shown beside the text."),
    image: image.optional().describe("A picture shown beside the text."),
    actions: z.array(action).max(2).optional().describe("Up to two buttons under the text."),
    align: z.enum(["start", "center"]).default("start").describe("center for short statements; start (default) for text beside a quote or image."),
    tone: z.enum(["light", "muted", "dark"]).default("light").describe("Background of the section. Default: light."),
  },
  "A heading with paragraphs, and optionally key points, badges, a quote or a picture beside it, and buttons.",
);

export type TextBlock = z.output<typeof textSchema>;
