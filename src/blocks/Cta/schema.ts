import { z } from "zod";
import { defineBlock } from "../../content/block.ts";
import { action, plainText } from "../../content/primitives.ts";

export const ctaSchema = defineBlock(
  "cta",
  {
    title: plainText.describe("The call to action."),
    text: plainText.optional().describe("A sentence under it."),
    actions: z.array(action).min(1).max(2).describe("One or two buttons."),
    tone: z.enum(["brand", "light"]).default("brand").describe("brand is a coloured band; light is a quiet pale-grey one. Default: brand."),
  },
  "A closing band that asks the visitor to act: a heading, a sentence and buttons.",
);

export type CtaBlock = z.output<typeof ctaSchema>;
