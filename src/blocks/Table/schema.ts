import { z } from "zod";
import { defineBlock, sectionHeading } from "../../content/block.ts";
import { plainText } from "../../content/primitives.ts";

export const tableSchema = defineBlock(
  "table",
  {
    ...sectionHeading,
    caption: plainText.describe(
      'What the table shows, in one line. Screen readers announce it before the table. Example: "Verdavia SAF against the ASTM D7566 specification and Jet A-1".',
    ),
    columns: z
      .array(plainText)
      .min(2)
      .describe('The column headings, left to right, at least two. The first names what the rows describe, e.g. ["Property", "Specification", "Verdavia SAF", "Jet A-1"].'),
    rows: z
      .array(z.array(plainText).describe("One row: one cell per column, in the same order as columns. The first cell names the row."))
      .min(1)
      .describe('The table body, one list per row. Put numbers in quotes ("780.0") so they appear exactly as written.'),
    note: plainText.optional().describe('A small line under the table: source, test method or footnote. Example: "Typical values from 2024 production batches."'),
    tone: z.enum(["light", "muted"]).default("light").describe("Background of the section. Default: light."),
  },
  "A data table with a caption, column headings and row headings: specifications, comparisons, price lists.",
).superRefine((block, ctx) => {
  // Checked here, not per row, because the expected length lives in a sibling field.
  block.rows.forEach((row, index) => {
    if (row.length === block.columns.length) return;
    ctx.addIssue({
      code: "custom",
      path: ["rows", index],
      input: row,
      message: `Row ${index + 1} has ${row.length} ${row.length === 1 ? "cell" : "cells"} but the table has ${block.columns.length} columns. Give every row one cell per column.`,
    });
  });
});

export type TableBlock = z.output<typeof tableSchema>;
