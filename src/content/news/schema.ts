import { z } from "zod";
import { mediaSource, plainText } from "../primitives.ts";
import { translatedFrom } from "../translated-from.ts";

/**
 * The `news` collection: content/news/<slug>.md, its Arabic at content/ar/news/<slug>.md.
 * Each file is YAML front matter between `---` lines, then a Markdown body. Node-safe:
 * zod only. The browser receives entries already validated and shaped (entry.ts).
 */

/** The kinds of entry, as their addresses write them: /news/press-release/ lists press releases. */
export const newsTypes = ["press-release", "news", "insight", "event"] as const;
export type NewsType = (typeof newsTypes)[number];

/** A tag's key: lower-case words joined by hyphens, as the tag's address writes it (/news/tag/offtake/). */
export const tagKey = z.string().regex(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/, {
  error: 'A tag is lower-case words joined by hyphens, like "offtake" or "research-partnerships".',
});

const dateTime = z.iso.datetime({
  offset: true,
  error: 'Write the date with its time and zone, like 2026-03-12T09:00:00+04:00 (09:00 in Dubai) or 2026-03-12T10:00:00+00:00 (London in winter).',
});

const attachment = z.strictObject({
  src: mediaSource
    .refine((source) => source.startsWith("/") && /\.pdf$/i.test(source), { error: "An attachment is a PDF file from the media library, like /media/documents/fact-sheet.pdf." })
    .describe("The PDF, from the media library, like /media/documents/fact-sheet.pdf."),
  label: plainText.max(80, { error: "Keep the label under 80 characters: it is a link's words." }).describe('What the document is, as its link reads, e.g. "Agreement fact sheet". Its size is shown beside it.'),
});

/** An Arabic entry's own address, in Arabic script: normalized to letters and digits joined by "-" (slug.ts). */
const slugField = z
  .string()
  .trim()
  .min(1, { error: "The slug is empty. Write the address words, or remove slug: to keep the English file name as the address." })
  .describe('Translations only: the entry\'s address in its own script, e.g. "اتفاقية-توريد-طويلة-الأجل". Left out, the address is the English file name. Normalized: diacritics removed, letters and digits joined by "-".');

export const newsEntrySchema = z
  .strictObject({
    title: plainText.max(140, { error: "Keep the title under 140 characters: it is the page's heading and search result title." }).describe("The headline: the entry's h1, its browser tab and search result title."),
    summary: plainText
      .max(280, { error: "Keep the summary under 280 characters: it is shown on cards, in feeds and as the search result summary." })
      .describe("One or two sentences for cards, feeds and the search result summary (at most 280 characters)."),
    date: dateTime.describe("When it is published, with time and zone, e.g. 2026-03-12T09:00:00+04:00. A date in the future keeps it off the live site until then."),
    updated: dateTime.optional().describe("When it was last changed meaningfully, same form as date. Shown as 'Updated', and the sitemap's lastmod."),
    type: z.enum(newsTypes).describe("press-release, news, insight or event."),
    tags: z.array(tagKey).max(5, { error: "Give an entry at most 5 tags." }).default([]).describe("Tags from site.yaml's news.tags, e.g. [offtake, airlines]."),
    image: z
      .strictObject({
        src: mediaSource.refine((source) => source.startsWith("/"), { error: 'An entry\'s picture comes from the media library, written from the site\'s root like "/media/news/plant.jpg".' }).describe("The picture, from the media library."),
        alt: plainText.describe("What the picture shows, for people who cannot see it."),
      })
      .describe("The picture on the entry's card and at the top of its page."),
    dateline: plainText.max(40, { error: "A dateline is a place, like DUBAI or LONDON." }).optional().describe('Where the news comes from, e.g. "DUBAI": shown before the first paragraph.'),
    attachments: z.array(attachment).max(10).optional().describe("PDFs offered under the entry, each with a label; the size is shown beside each."),
    draft: z.boolean().optional().describe("true keeps the entry off the live site; previews show it marked Draft."),
    siteSearch: z.boolean().optional().describe("false leaves the entry out of the site's own search; it is still listed and in the feeds. Default: true."),
    slug: slugField.optional(),
    translated: translatedFrom
      .optional()
      .describe("Translations only: fingerprints of the English each field and body block was translated from. Written by npm run translations -- --mark; never by hand."),
  })
  .describe("A news entry: front matter of content/news/<slug>.md.");

export type NewsEntryMatter = z.output<typeof newsEntrySchema>;

/** The news settings in site.yaml: the listing's words and the tags entries may use. */
export const newsSettingsSchema = z
  .strictObject({
    title: plainText.default("News & Insights").describe('The listing\'s heading and title, e.g. "News & Insights".'),
    intro: plainText.optional().describe("A sentence under the listing's heading."),
    description: plainText.optional().describe("The listing's search result summary."),
    tags: z.record(tagKey, plainText).default({}).describe("The tags entries may use, key: label, e.g. offtake: Offtake agreements. Each language's site.yaml gives its own labels."),
  })
  .describe("The news collection: its listing's words and its tags.");

