import { z } from "zod";
import { defineBlock, sectionHeading } from "../../content/block.ts";
import { image, plainText } from "../../content/primitives.ts";

export const mediaSchema = defineBlock(
  "media",
  {
    ...sectionHeading,
    tone: z.enum(["light", "muted"]).default("light").describe("Background of the section. Default: light."),
    image: image.describe('The picture, with alt: saying what it shows, e.g. "World map marking our offices in London and Dubai".'),
    height: z
      .number()
      .int()
      .min(160)
      .max(800)
      .default(384)
      .describe("How tall the picture is on every screen, in pixels, from 160 to 800. The picture is cropped to fill the box, so phones show its middle. Default: 384."),
    caption: plainText.optional().describe("A short line shown under the picture."),
    rounded: z.boolean().default(true).describe("true gives the picture rounded corners; false keeps them square. Default: true."),
  },
  "One large picture under an optional heading, e.g. a map of the company's locations.",
);

export type MediaBlock = z.output<typeof mediaSchema>;
