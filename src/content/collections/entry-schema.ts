import { z } from "zod";
import { href, markdownText, mediaSource, plainText } from "../primitives.ts";
import { translatedFrom } from "../translated-from.ts";
import type { Collection, FieldDeclaration } from "./declaration.ts";

/**
 * An entry's front matter schema, made from its collection's declaration: one zod field per
 * declared field, of the kind it names, plus the fields the engine keeps for every entry
 * (draft, slug, noindex, translated). Strict, so a misspelt key is an error with a suggestion.
 */

export const dateTime = z.iso.datetime({
  offset: true,
  error: "Write the date with its time and zone, like 2026-03-12T09:00:00+04:00 (09:00 in Dubai) or 2026-03-12T10:00:00+00:00 (London in winter).",
});

/** A tag's or value's key, as its address writes it (/news/tag/offtake/). */
export const tagKey = z.string().regex(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/, {
  error: 'A tag is lower-case words joined by hyphens, like "offtake" or "research-partnerships".',
});

const libraryFile = (what: string) =>
  mediaSource.refine((source) => source.startsWith("/"), { error: `${what} comes from the media library, written from the site's root like "/media/news/plant.jpg".` });

export const imageValue = z.strictObject({
  src: libraryFile("A picture").describe("The picture, from the media library."),
  alt: plainText.describe("What the picture shows, for people who cannot see it."),
});

export const dateRangeValue = z
  .strictObject({
    start: dateTime.describe("When it starts, with time and zone, e.g. 2026-11-17T10:00:00+04:00."),
    end: dateTime.describe("When it ends, same form."),
  })
  .refine((range) => Date.parse(range.end) >= Date.parse(range.start), { error: "The end comes before the start. Check both dates and their zones.", path: ["end"] });

export const placeValue = z
  .strictObject({
    name: plainText.max(120).describe('The venue, e.g. "Dubai World Central", or "Online".'),
    address: plainText.max(200).optional().describe("The street address, for maps and calendars."),
    city: plainText.max(80).optional().describe('The city, e.g. "Dubai".'),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/, { error: 'A country is its two-letter code in capitals, like "AE" or "GB".' })
      .optional()
      .describe('The country\'s two-letter code, e.g. "AE", "GB".'),
    online: z.boolean().optional().describe("true for an event held online: the link field is where to join."),
  })
  .refine((place) => place.online === true || place.city !== undefined, { error: "Give the place's city, or online: true for an event held online.", path: ["city"] });

const attachmentValue = z.strictObject({
  src: libraryFile("An attachment")
    .refine((source) => /\.pdf$/i.test(source), { error: "An attachment is a PDF file from the media library, like /media/documents/fact-sheet.pdf." })
    .describe("The PDF, from the media library, like /media/documents/fact-sheet.pdf."),
  label: plainText.max(80, { error: "Keep the label under 80 characters: it is a link's words." }).describe('What the document is, as its link reads, e.g. "Agreement fact sheet". Its size is shown beside it.'),
});

/** The zod type of one declared field's value. */
export function fieldValueSchema(field: FieldDeclaration): z.ZodType {
  switch (field.kind) {
    case "text":
      return plainText.max(field.max, { error: `Keep it under ${field.max} characters.` });
    case "markdown":
      return markdownText;
    case "datetime":
      return dateTime;
    case "daterange":
      return dateRangeValue;
    case "image":
      return imageValue;
    case "tags":
      return z.array(tagKey).max(field.max, { error: `Give an entry at most ${field.max} tags.` });
    case "choice":
      return z.enum(field.values as [string, ...string[]]);
    case "link":
      return href;
    case "place":
      return placeValue;
    case "email":
      return z.email({ error: "Write a plain email address, like careers@example.com." });
    case "number": {
      let number = z.number();
      if (field.min !== undefined) number = number.min(field.min);
      if (field.max !== undefined) number = number.max(field.max);
      return number;
    }
    case "file":
      return z.array(attachmentValue).max(field.max);
  }
}

const slugField = z
  .string()
  .trim()
  .min(1, { error: "The slug is empty. Write the address words, or remove slug: to keep the English file name as the address." })
  .describe('Translations only: the entry\'s address in its own script, e.g. "اتفاقية-توريد-طويلة-الأجل". Left out, the address is the English file name. Normalized: diacritics removed, letters and digits joined by "-".');

/** Keys every entry may have, whatever its collection: the engine's, not the declaration's. */
export const engineFields = ["draft", "slug", "siteSearch", "translated"] as const;

const schemas = new WeakMap<Collection, z.ZodObject>();

/** The front matter schema of a collection's entries (made once per declaration). */
export function entrySchema(collection: Collection): z.ZodObject {
  const known = schemas.get(collection);
  if (known) return known;
  const shape: Record<string, z.ZodType> = {};
  for (const [name, field] of Object.entries(collection.fields)) {
    let value = fieldValueSchema(field);
    if (field.kind === "tags" && !field.required) value = (value as z.ZodArray<z.ZodString>).default([]);
    else if (!field.required) value = value.optional();
    // The studio names the field as the declaration does, and shows its help under it.
    shape[name] = value.meta({ title: field.label, description: field.help ?? field.label });
  }
  shape.draft = z.boolean().optional().describe("true keeps the entry off the live site; previews show it marked Draft.");
  shape.slug = slugField.optional();
  shape.siteSearch = z.boolean().optional().describe("false leaves the entry out of the site's own search; it is still listed and in the feeds. Default: true.");
  shape.translated = translatedFrom
    .optional()
    .describe("Translations only: fingerprints of the English each field and body block was translated from. Written by npm run translations -- --mark; never by hand.");
  const schema = z.strictObject(shape).describe(`An entry of ${collection.labels.title}: front matter of content/${collection.folder}/<slug>.md.`);
  schemas.set(collection, schema);
  return schema;
}

/** An entry's front matter as its schema gives it. */
export type EntryMatter = Record<string, unknown> & { draft?: boolean; slug?: string; siteSearch?: boolean; translated?: Record<string, string> };
