import type { z } from "zod";
import { defineBlock } from "../../content/block.ts";
import { plainText } from "../../content/primitives.ts";

export const authSchema = defineBlock(
  "auth",
  {
    title: plainText.describe('The heading while sign-in is processed, e.g. "Processing Authentication".'),
    text: plainText.describe("The sentence under it."),
    errorTitle: plainText.describe('The heading when a sign-in link has expired or is invalid, e.g. "This sign-in link is invalid or has expired".'),
    errorText: plainText.describe("The sentence under the error heading: what the visitor can do next."),
    homeLabel: plainText.describe('The button back to the home page, e.g. "Back to Homepage".'),
  },
  "The sign-in landing: a spinner while the visitor's credentials are verified, then on to the home page; a plain message when the link is invalid or expired.",
);

export type AuthBlock = z.output<typeof authSchema>;
