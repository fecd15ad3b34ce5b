import { z } from "zod";
import { plainText, sectionId } from "./primitives.ts";
import { translatedFrom } from "./translated-from.ts";

/**
 * Builds a block schema: every block has `type:` and may have `id:`.
 * Objects are strict, so a misspelt key is an error rather than a silently ignored field.
 */
export function defineBlock<Type extends string, Shape extends z.ZodRawShape>(type: Type, shape: Shape, description: string) {
  return z
    .strictObject({
      type: z.literal(type).describe(`Block type: ${type}.`),
      id: sectionId.optional(),
      ...shape,
      translated: translatedFrom.optional(),
    })
    .describe(description);
}

/** The optional heading every listing block starts with. */
export const sectionHeading = {
  eyebrow: plainText.optional().describe("A short label above the title."),
  title: plainText.optional().describe("The section heading."),
  intro: plainText.optional().describe("A paragraph under the heading."),
};
