/**
 * The news collection's routes, as content writes routes (`/news/offtake-agreement`), before
 * a language's prefix. Zod-free: the build, the validator and the app agree through here.
 */
import type { NewsType } from "./schema.ts";

export const newsRoute = "/news";
/** Entries to a listing page. */
export const perPage = 12;

/** Words a slug may not be: they name a listing's own addresses. */
export const reservedSlugs = new Set(["page", "tag", "atom-xml", "feed-json", "press-release", "news", "insight", "event"]);

export function entryRoute(slug: string): string {
  return `${newsRoute}/${slug}`;
}

/** A listing's route: all entries, one type's or one tag's, at a page number (1 is the listing itself). */
export function listingRoute(filter: { type?: NewsType; tag?: string } = {}, page = 1): string {
  const base = filter.type ? `${newsRoute}/${filter.type}` : filter.tag ? `${newsRoute}/tag/${filter.tag}` : newsRoute;
  return page > 1 ? `${base}/page/${page}` : base;
}

/** The feeds' files, relative to a language's folder of the site (`news/atom.xml`, `ar/news/atom.xml`). */
export function feedFiles(prefix = ""): { atom: string; json: string } {
  const folder = `${prefix ? `${prefix.slice(1)}/` : ""}news`;
  return { atom: `${folder}/atom.xml`, json: `${folder}/feed.json` };
}

/** How many listing pages `count` entries fill: at least one, so an empty listing still says so. */
export function pageCount(count: number): number {
  return Math.max(1, Math.ceil(count / perPage));
}

/** The entries of listing page `page` (1-based). */
export function pageOf<T>(items: readonly T[], page: number): T[] {
  return items.slice((page - 1) * perPage, page * perPage);
}
