import { z } from "zod";
import { defineBlock } from "../../content/block.ts";
import { action, image, plainText, video } from "../../content/primitives.ts";

export const heroSchema = defineBlock(
  "hero",
  {
    eyebrow: plainText.optional().describe('A short label above the heading, e.g. "404".'),
    title: plainText.describe("The page heading (the page's only h1)."),
    subtitle: plainText.optional().describe("A larger line under the heading."),
    text: plainText.optional().describe("A paragraph under the subtitle."),
    actions: z.array(action).max(3).optional().describe("Up to three buttons."),
    image: image.optional().describe("Background image. Also used as the video poster when no poster is given."),
    video: video.optional().describe("Looping, muted background video."),
    size: z
      .enum(["full", "page", "compact"])
      .default("page")
      .describe("full fills the screen (home page), page is a banner, compact is a short notice. Default: page."),
    entrance: z
      .enum(["none", "fade"])
      .default("none")
      .describe("fade: the heading fades in when the page opens and the text follows 200 ms later. Default: none."),
  },
  "The opening banner of a page: heading, optional text, buttons and background media.",
);

export type HeroBlock = z.output<typeof heroSchema>;
