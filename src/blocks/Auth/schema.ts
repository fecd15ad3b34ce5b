import type { z } from "zod";
import { defineBlock } from "../../content/block.ts";
import { plainText } from "../../content/primitives.ts";

export const authSchema = defineBlock(
  "auth",
  {
    title: plainText.describe('The heading while sign-in is processed, e.g. "Processing Authentication".'),
    text: plainText.describe("The sentence under it."),
  },
  "The sign-in landing: a spinner, a heading and a sentence while the visitor's credentials are verified.",
);

export type AuthBlock = z.output<typeof authSchema>;
