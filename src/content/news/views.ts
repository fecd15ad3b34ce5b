import { z } from "zod";
import type { Body } from "../../markdown/body-tree.ts";
import { image } from "../primitives.ts";
import { newsTypes } from "./schema.ts";

/**
 * A news entry as pages receive it: validated, its dates written out in its language, its
 * body parsed into the tree a page renders (src/markdown/body-tree.ts). The build makes
 * these (src/validation/news/); nobody writes them. Described with zod only so the page's
 * images get the same responsive treatment as every other image (findBySchema finds them).
 */

/** Where an entry stands: live, or shown only by a preview build. */
export const entryStates = ["live", "draft", "scheduled"] as const;
export type EntryState = (typeof entryStates)[number];

const shownDate = z.strictObject({
  /** ISO 8601 with zone, for <time datetime>. */
  iso: z.string(),
  /** In the page's language, e.g. "12 March 2026". */
  text: z.string(),
});
export type ShownDate = z.output<typeof shownDate>;

/** What a card, a feed and the "latest" block show of an entry. */
export const entryCard = z.strictObject({
  route: z.string(),
  title: z.string(),
  summary: z.string(),
  type: z.enum(newsTypes),
  /** The type in the page's language. */
  typeLabel: z.string(),
  date: shownDate,
  image,
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

/** Everything an entry's page shows. */
export const articleView = entryCard.extend({
  updated: shownDate.optional(),
  dateline: z.string().optional(),
  tags: z.array(routeLink),
  attachments: z.array(attachmentView),
  body: z.custom<Body>(),
  /** The listing the entry belongs to, for the link back. */
  listRoute: z.string(),
});
export type ArticleView = z.output<typeof articleView>;

/** A page of a listing: its entries, the filters, and the way to the pages around it. */
export const listingView = z.strictObject({
  title: z.string(),
  intro: z.string().optional(),
  /** The filter this page shows, in words ("Press releases", "Tag: Offtake agreements"), absent on the whole listing. */
  filterLabel: z.string().optional(),
  entries: z.array(entryCard),
  types: z.array(routeLink),
  tags: z.array(routeLink),
  page: z.number(),
  pages: z.number(),
  previous: z.string().optional(),
  next: z.string().optional(),
  /** The feeds of the listing's language, relative to the site's root. */
  feeds: z.strictObject({ atom: z.string(), json: z.string() }),
});
export type ListingView = z.output<typeof listingView>;
