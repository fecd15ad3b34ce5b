/**
 * A collection's addresses, as content writes routes (`/events/dubai-airshow-2026`), before a
 * language's prefix. Zod-free: the build, the validator and the app agree through here.
 */
import type { Collection } from "./declaration.ts";

/** A listing's filter: one value of a choice or tags field. */
export interface ListingFilter {
  field: string;
  value: string;
}

/** The address words a listing's own pages take, so no entry may have them as its slug. */
const listingWords = ["page", "tag", "atom-xml", "feed-json", "calendar-ics"];

/** Words a slug may not be in this collection: its listings' own addresses. */
export function reservedSlugs(collection: Collection): Set<string> {
  const words = new Set(listingWords);
  for (const name of collection.listing.filters) {
    const field = collection.fields[name];
    if (field?.kind === "choice") for (const value of field.values) words.add(value);
  }
  return words;
}

export function entryRoute(collection: Pick<Collection, "route">, slug: string): string {
  return `${collection.route}/${slug}`;
}

/** A listing's route: all entries, a choice value's or a tag's, at a page number (1 is the listing itself). */
export function listingRoute(collection: Collection, filter?: ListingFilter, page = 1): string {
  const kind = filter && collection.fields[filter.field]?.kind;
  const base = !filter ? collection.route : kind === "tags" ? `${collection.route}/tag/${filter.value}` : `${collection.route}/${filter.value}`;
  return page > 1 ? `${base}/page/${page}` : base;
}

/** The route of the first page of the listing whose later page is at `route` (`/news/page/3` → `/news`). */
export function firstListingPage(route: string): string {
  return route.replace(/\/page\/\d+$/, "");
}

/** The feeds' and calendar's files, relative to a language's folder of the site (`news/atom.xml`, `ar/events/calendar.ics`). */
export function collectionFiles(collection: Pick<Collection, "route">, prefix = ""): { atom: string; json: string; calendar: string } {
  const folder = `${prefix ? `${prefix.slice(1)}/` : ""}${collection.route.slice(1)}`;
  return { atom: `${folder}/atom.xml`, json: `${folder}/feed.json`, calendar: `${folder}/calendar.ics` };
}

/** An entry's own calendar file, beside its document: `events/dubai-airshow-2026/event.ics`. */
export function entryCalendarFile(route: string): string {
  return `${route.slice(1)}/event.ics`;
}

/** How many listing pages `count` entries fill: at least one, so an empty listing still says so. */
export function pageCount(count: number, perPage: number): number {
  return Math.max(1, Math.ceil(count / perPage));
}

/** The entries of listing page `page` (1-based). */
export function pageOf<T>(items: readonly T[], page: number, perPage: number): T[] {
  return items.slice((page - 1) * perPage, page * perPage);
}
