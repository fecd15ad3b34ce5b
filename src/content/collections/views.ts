import { z } from "zod";
import type { Body } from "../../markdown/body-tree.ts";
import { image } from "../primitives.ts";

/**
 * A collection's entry as pages receive it: validated, its dates written out in its language,
 * its body parsed into the tree a page renders (src/markdown/body-tree.ts), its declared
 * fields turned into the words a card and a page show. The build makes these
 * (src/validation/collections/); nobody writes them. Described with zod only so the page's
 * images get the same responsive treatment as every other image (findBySchema finds them).
 */

/** Where an entry stands: live, shown only by a preview build, or closed (past its closing date). */
export const entryStates = ["live", "draft", "scheduled", "closed"] as const;
export type EntryState = (typeof entryStates)[number];

const shownDate = z.strictObject({
  /** ISO 8601 with zone, for <time datetime>. */
  iso: z.string(),
  /** In the page's language, e.g. "12 March 2026" or "17–21 November 2026". */
  text: z.string(),
});
export type ShownDate = z.output<typeof shownDate>;

/** What a card, a feed and the "latest" block show of an entry. */
export const entryCard = z.strictObject({
  route: z.string(),
  title: z.string(),
  summary: z.string(),
  /** A choice field's value in the page's language, e.g. "Press release". */
  badge: z.string().optional(),
  date: shownDate.optional(),
  image: image.optional(),
  /** Short facts under the title, e.g. "Dubai", "Full time". */
  facts: z.array(z.string()),
  state: z.enum(entryStates),
  /** "Draft" or "Scheduled for 3 December 2026, 09:00 (UTC+04:00)" in a preview build; absent when live. */
  stateLabel: z.string().optional(),
});
export type EntryCard = z.output<typeof entryCard>;

const attachmentView = z.strictObject({
  href: z.string(),
  label: z.string(),
  /** "PDF, 184 KB". */
  detail: z.string(),
});
export type AttachmentView = z.output<typeof attachmentView>;

const routeLink = z.strictObject({ label: z.string(), route: z.string(), current: z.boolean().optional() });
export type RouteLink = z.output<typeof routeLink>;

/** A named fact on an entry's page: "When: 17–21 November 2026, 10:00–18:00 (UTC+04:00)". */
const factView = z.strictObject({ label: z.string(), text: z.string(), iso: z.string().optional() });
export type FactView = z.output<typeof factView>;

/** A button on an entry's page: a registration link, Add to calendar, Apply. */
const actionView = z.strictObject({
  label: z.string(),
  href: z.string(),
  /** A file to save (the .ics), not a page to open. */
  download: z.boolean().optional(),
  primary: z.boolean().optional(),
});
export type ActionView = z.output<typeof actionView>;

/** Everything an entry's page shows. */
export const articleView = entryCard.extend({
  updated: shownDate.optional(),
  dateline: z.string().optional(),
  facts: z.array(z.string()),
  details: z.array(factView),
  actions: z.array(actionView),
  tags: z.array(routeLink),
  attachments: z.array(attachmentView),
  body: z.custom<Body>(),
  /** Long text fields, each under its name. */
  sections: z.array(z.strictObject({ label: z.string(), body: z.custom<Body>() })),
  /** The listing the entry belongs to, for the link back, and its words ("All events"). */
  listRoute: z.string(),
  listLabel: z.string(),
});
export type ArticleView = z.output<typeof articleView>;

/** A group of a listing page's entries under a heading ("Upcoming", "Past events"). */
const listingGroup = z.strictObject({ heading: z.string().optional(), entries: z.array(entryCard) });

/** A page of a listing: its entries, the filters, and the way to the pages around it. */
export const listingView = z.strictObject({
  title: z.string(),
  intro: z.string().optional(),
  /** The filter this page shows, in words ("Press releases", "Topic: Offtake agreements"), absent on the whole listing. */
  filterLabel: z.string().optional(),
  groups: z.array(listingGroup),
  /** What an empty listing says. */
  empty: z.string(),
  /** The filters: each a row of links, the first being "All". */
  filters: z.array(z.strictObject({ heading: z.string().optional(), links: z.array(routeLink) })),
  page: z.number(),
  pages: z.number(),
  previous: z.string().optional(),
  next: z.string().optional(),
  /** The feeds and calendar of the listing's language, relative to the site's root. */
  feeds: z.strictObject({ atom: z.string(), json: z.string() }).optional(),
  calendar: z.string().optional(),
});
export type ListingView = z.output<typeof listingView>;
