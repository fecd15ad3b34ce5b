import { z } from "zod";
import { plainText } from "./primitives.ts";

/** One language of the site, as content/site.yaml declares it under `locales:`. */
export const localeSchema = z.strictObject({
  code: z
    .string()
    .regex(/^[a-z]{2,3}$/, { error: 'Write the language as its two-letter code in lower case, like "en" or "ar".' })
    .describe('The language\'s ISO 639-1 code, e.g. "ar": the folder of its files (content/ar/) and the start of its addresses (/ar/about/).'),
  name: plainText.describe('The language\'s name in itself, as the language switch shows it, e.g. "العربية" or "English".'),
  region: z
    .string()
    .regex(/^[A-Z]{2}$/, { error: 'Write the region as its two-letter country code in capitals, like "GB" or "AE".' })
    .optional()
    .describe('Where the language is read, as a two-letter country code, e.g. "AE": link previews name it (og:locale ar_AE) and dates and figures follow its conventions. Figures are always written in Western digits.'),
  dir: z.enum(["ltr", "rtl"]).default("ltr").describe("Which way the text runs: ltr (left to right, e.g. English) or rtl (right to left, e.g. Arabic). Default: ltr."),
});

export type LocaleSettings = z.output<typeof localeSchema>;
