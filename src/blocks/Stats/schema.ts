import { z } from "zod";
import { defineBlock, sectionHeading } from "../../content/block.ts";
import { action, plainText } from "../../content/primitives.ts";

export const statSchema = z.strictObject({
  value: z.number().nonnegative().describe("The number the counter reaches, e.g. 80."),
  prefix: z.string().max(3).optional().describe('Shown before the number, e.g. "£".'),
  suffix: z.string().max(3).optional().describe('Shown after the number, e.g. "%", "+" or "M".'),
  decimals: z.number().int().min(0).max(2).default(0).describe("Digits after the decimal point. Default: 0."),
  label: plainText.describe('What the number measures, e.g. "Emission Reduction".'),
});

export const statsSchema = defineBlock(
  "stats",
  {
    ...sectionHeading,
    tone: z.enum(["light", "muted", "brand", "dark"]).default("dark").describe("Background of the section. Default: dark."),
    items: z.array(statSchema).min(1).max(6).describe("The figures; each counts up from zero when the section comes into view."),
    actions: z.array(action).max(2).optional().describe("Buttons under the figures."),
  },
  "Key figures that count up from zero when they come into view.",
);

export type StatsBlock = z.output<typeof statsSchema>;
export type Stat = z.output<typeof statSchema>;
