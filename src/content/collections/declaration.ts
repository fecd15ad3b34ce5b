import { z } from "zod";
import { plainText, routePath } from "../primitives.ts";
import { translatedFrom } from "../translated-from.ts";

/**
 * A collection's declaration: content/collections/<name>.yaml. A site owner adds a kind of
 * entry (news, events, open roles) by writing one of these and a first entry in
 * content/<name>/; the engine names no collection. Its entry schema, the studio's form, the
 * addresses, listings, feeds, calendar, structured data and sitemap all come from here.
 * Each other language's words for the collection are in content/<code>/collections/<name>.yaml
 * (`collectionWordsSchema`). Node-safe: zod only.
 */

/** A field's or a value's key: lower-case words joined by hyphens or camelCase, as YAML keys are written. */
export const fieldKey = z.string().regex(/^[a-z][a-zA-Z0-9]*$/, { error: 'A field name is a word starting with a lower-case letter, like "title" or "closingDate".' });
/** A choice's value or a tag's key: lower-case words joined by hyphens, as addresses write them. */
export const valueKey = z.string().regex(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/, { error: 'A value is lower-case words joined by hyphens, like "full-time" or "press-release".' });

const label = plainText.max(80, { error: "Keep a label under 80 characters." });

const fieldCommon = {
  /** Whether every entry must give it. */
  required: z.boolean().default(true).describe("Whether every entry must give it. Default: true."),
  label: label.describe('What the studio calls the field and, where pages show it, its name, e.g. "Closing date". The Arabic is in content/ar/collections/<name>.yaml.'),
  help: plainText.max(240).optional().describe("One sentence the studio shows under the field: what to write."),
};

/** The closed set of field kinds the engine knows, each with what it may say. */
export const fieldSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("text").describe("One line of plain text."), max: z.number().int().min(1).max(2000).describe("The most characters it may have."), ...fieldCommon }),
  z.strictObject({ kind: z.literal("markdown").describe("Long text in the site's Markdown, shown under its label on the entry's page."), ...fieldCommon }),
  z.strictObject({ kind: z.literal("datetime").describe("A date and time with its zone, like 2026-03-12T09:00:00+04:00."), ...fieldCommon }),
  z.strictObject({ kind: z.literal("daterange").describe("A start and an end, each a date and time with its zone."), ...fieldCommon }),
  z.strictObject({ kind: z.literal("image").describe("A picture from the media library with its description."), ...fieldCommon }),
  z.strictObject({
    kind: z.literal("tags").describe("Tags from the collection's declared list."),
    max: z.number().int().min(1).max(20).default(5).describe("The most tags an entry may have. Default: 5."),
    ...fieldCommon,
  }),
  z.strictObject({
    kind: z.literal("choice").describe("One of the declared values."),
    values: z.array(valueKey).min(1).describe("The values an entry may choose, e.g. [full-time, part-time]; their words are under labels: values:."),
    default: valueKey.optional().describe("The value a new entry starts with in the studio, e.g. news."),
    ...fieldCommon,
  }),
  z.strictObject({ kind: z.literal("link").describe("A page of the site (/contact) or an https:// address."), ...fieldCommon }),
  z.strictObject({ kind: z.literal("place").describe("A venue: its name, address, city and country, or online."), ...fieldCommon }),
  z.strictObject({ kind: z.literal("email").describe("An email address."), ...fieldCommon }),
  z.strictObject({ kind: z.literal("number").describe("A number."), min: z.number().optional(), max: z.number().optional(), ...fieldCommon }),
  z.strictObject({
    kind: z.literal("file").describe("Files from the media library (PDF), each with its link's words."),
    max: z.number().int().min(1).max(20).default(10).describe("The most files an entry may attach. Default: 10."),
    ...fieldCommon,
  }),
]);
export type FieldDeclaration = z.output<typeof fieldSchema>;
export type FieldKind = FieldDeclaration["kind"];
export const fieldKinds = fieldSchema.options.map((option) => option.shape.kind.value);

/** The schema.org types the engine writes from a collection, each from the fields it names. */
export const structuredDataTypes = ["NewsArticle", "Event", "JobPosting"] as const;
export type StructuredDataType = (typeof structuredDataTypes)[number];

/** The words a collection shows, in one language. English in the declaration; each translation in its own file. */
export const collectionWordsSchema = z
  .strictObject({
    title: label.describe('The listing\'s heading and title, e.g. "Events".'),
    intro: plainText.optional().describe("A sentence under the listing's heading."),
    description: plainText.optional().describe("The listing's search result summary and its feeds' description."),
    all: label.describe('The filter that shows every entry and the link back from an entry, e.g. "All events".'),
    one: label.optional().describe('What one entry is called in the studio, e.g. "event" or "role". Default: "entry".'),
    empty: plainText.optional().describe('What an empty listing says, e.g. "No events are planned yet." Default: the site\'s words.'),
    upcoming: label.optional().describe('The heading over entries still ahead, where the listing splits them, e.g. "Upcoming".'),
    past: label.optional().describe('The heading over entries that have passed, e.g. "Past events".'),
    fields: z.record(fieldKey, label).default({}).describe("Fields' names where this language's pages or studio show them, by field, e.g. closes: Closing date."),
    values: z.record(valueKey, label).default({}).describe('Each choice value\'s words, e.g. full-time: Full time; a filter\'s heading uses its plural under "<value>-plural" when given.'),
    tags: z.record(valueKey, label).default({}).describe("The tags entries may use, key: words, e.g. offtake: Offtake agreements."),
    actions: z.record(fieldKey, label).default({}).describe("The words of a link field shown as a button, by field, e.g. registration: Register."),
    apply: label.optional().describe('The words of the button that opens the form with the entry chosen, e.g. "Apply for this role".'),
  })
  .describe("A collection's words in one language.");
export type CollectionWords = z.output<typeof collectionWordsSchema>;

/** A translation's file for a collection: content/ar/collections/<name>.yaml holds only its words. */
export const collectionTranslationSchema = z
  .strictObject({
    labels: collectionWordsSchema,
    translated: translatedFrom.optional().describe("Fingerprints of the English each word was translated from. Written by the tools; never by hand."),
  })
  .describe("A collection's words in this language.");

const fieldName = fieldKey;

export const collectionSchema = z
  .strictObject({
    folder: z
      .string()
      .regex(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/, { error: 'A folder is lower-case words joined by hyphens, like "events".' })
      .optional()
      .describe("Where the entries are: content/<folder>/<slug>.md. Default: the declaration's file name."),
    route: routePath.describe('The listing\'s address; an entry is at <route>/<slug>, e.g. "/events".'),
    fields: z.record(fieldKey, fieldSchema).describe("The entry's front matter, field by field, each of a kind the engine knows."),
    title: fieldName.default("title").describe("The text field that is an entry's heading. Default: title."),
    summary: fieldName.default("summary").describe("The text field shown on cards, in feeds and as the search summary. Default: summary."),
    image: fieldName.optional().describe("The image field shown on cards and at the top of an entry, and used as its share card."),
    publish: fieldName.optional().describe("A datetime field: an entry dated in the future stays off the live site until then."),
    expires: fieldName.optional().describe("A datetime field: an entry leaves the live site at the first build after it (a closing date)."),
    upcoming: fieldName.optional().describe("A daterange or datetime field: the listing shows entries still ahead first, soonest first, then those past, latest first."),
    listing: z
      .strictObject({
        perPage: z.number().int().min(1).max(100).default(12).describe("Entries to a listing page. Default: 12."),
        sortBy: fieldName.optional().describe("A datetime field to order by, newest first. Default: the publish field."),
        filters: z.array(fieldName).max(3).default([]).describe("Choice or tags fields, each of whose values gets a listing page of its own, e.g. [type, tags]."),
      })
      .prefault({})
      .describe("The listing: page size, order and filters."),
    card: z
      .strictObject({
        badge: fieldName.optional().describe("A choice field shown as a label on the card, e.g. type."),
        date: fieldName.optional().describe("A datetime or daterange field shown on the card."),
        facts: z.array(fieldName).max(3).default([]).describe("Up to three short fields shown under the title, e.g. [location, team]."),
      })
      .prefault({})
      .describe("What an entry's card shows besides its title and summary."),
    page: z
      .strictObject({
        facts: z.array(fieldName).default([]).describe("Fields listed under the entry's title with their names, e.g. [when, venue]."),
        actions: z.array(fieldName).default([]).describe('Link fields shown as buttons, e.g. [registration]. The button\'s words are under labels: actions:.'),
        dateline: fieldName.optional().describe('A text field shown before the first paragraph, e.g. "DUBAI".'),
      })
      .prefault({})
      .describe("What an entry's page shows besides its title, summary, picture, body, files and tags."),
    apply: z
      .strictObject({
        route: routePath.describe("The page of the form, e.g. /contact."),
        field: fieldKey.describe("The form's field the entry is chosen in, e.g. role: the form offers the collection's entries there."),
      })
      .optional()
      .describe("A button on each entry that opens a form with the entry chosen, e.g. Apply for a role."),
    feeds: z.boolean().default(false).describe("Whether each language has an Atom and a JSON feed of the newest entries."),
    calendar: fieldName.optional().describe("A daterange field: each entry gets an Add to calendar file (.ics) and each language a calendar feed."),
    venue: fieldName.optional().describe("A place field: where an entry happens, for its calendar file and structured data."),
    structuredData: z
      .strictObject({
        type: z.enum(structuredDataTypes).describe("The schema.org type search engines read: NewsArticle, Event or JobPosting."),
        fields: z.record(z.string(), fieldName).default({}).describe("schema.org properties from fields, e.g. employmentType: employment, validThrough: closes, datePosted: posted."),
      })
      .optional()
      .describe("The schema.org data each entry's document carries."),
    labels: collectionWordsSchema.describe("The collection's words in the site's first language."),
  })
  .describe("A collection: a folder of Markdown entries with the fields, addresses, listing, feeds and structured data declared here.");

export type CollectionDeclaration = z.output<typeof collectionSchema>;

/** A declaration with its name (its file's), as the rest of the engine receives it. */
export interface Collection extends CollectionDeclaration {
  name: string;
  folder: string;
}
