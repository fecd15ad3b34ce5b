import { z } from "zod";
import { defineBlock, sectionHeading } from "../../content/block.ts";
import { action, iconName, image, link, plainText } from "../../content/primitives.ts";

export const cardItemSchema = z.strictObject({
  title: plainText.describe("The card heading."),
  text: plainText.optional().describe("The card body."),
  icon: iconName.optional(),
  image: image.optional().describe("A photo at the top of the card (photo variant)."),
  meta: plainText.optional().describe('A small line under the title, e.g. a job title or a place.'),
  link: link.optional().describe("A text link at the bottom of the card."),
});

export const cardsSchema = defineBlock(
  "cards",
  {
    ...sectionHeading,
    variant: z
      .enum(["icon", "photo", "step", "location"])
      .default("icon")
      .describe("icon: icon above text; photo: picture on top; step: numbered process; location: map pin and place. Default: icon."),
    columns: z.literal([2, 3, 4]).optional().describe("Cards per row on wide screens. Default: as many as fit, up to 4."),
    tone: z.enum(["light", "muted"]).default("light").describe("Background of the section. Default: light."),
    items: z.array(cardItemSchema).min(1).describe("The cards."),
    actions: z.array(action).max(2).optional().describe("Buttons under the cards."),
  },
  "A heading and a grid of cards: features, values, team members, steps or locations.",
);

export type CardsBlock = z.output<typeof cardsSchema>;
export type CardItem = z.output<typeof cardItemSchema>;
