/**
 * What site search knows of a page, written into its prerendered document in one place:
 * data attributes on its <main>, the page's own content (header, footer and notices sit
 * outside it or carry `data-search-ignore`). The index (scripts/search/) is built from the
 * documents in dist/ and reads nothing else, so any page the build writes, whatever
 * collection it comes from, is found without code of its own.
 *
 * A collection's page is known by its `counterpart` (`<collection>:<file>` for an entry,
 * `<collection>-list:<route>` for a listing); its section is the collection's title in the page's
 * language, from content (collectionLabel), as a page's is the words table's `searchPage`.
 */
import type { LocalizedPage } from "../../src/content/localize.ts";
import type { ArticleView } from "../../src/content/collections/views.ts";
import type { SiteContent } from "../../src/content/site-content.ts";
import type { Site } from "../../src/content/site.ts";
import { routeForms } from "../../src/lib/hash-route.ts";
import { escapeMarkup } from "../escape-markup.ts";

/** The attributes, by name: the index reads them back with the same names. */
export const searchAttributes = {
  /** On <main>: the page is indexed; the value is the result's title. */
  title: "data-search-title",
  /** The section a result shows and is filtered by: "Page", "News & Insights", … */
  section: "data-search-section",
  /** The listing of the result's collection, relative to the site's root: "no results" offers it. */
  listing: "data-search-listing",
  /** An entry's date: ISO 8601, to sort by, and as the page's language writes it, to show. */
  date: "data-search-date",
  dateText: "data-search-date-text",
  /** An entry's tags in its language, a JSON array: the tag filter. */
  tags: "data-search-tags",
  /** Inside <main>: an element left out of the index (a notice that is not the page's own words). */
  ignore: "data-search-ignore",
} as const;

export interface SearchFacts {
  title: string;
  section: string;
  listing?: string;
  date?: { iso: string; text: string };
  tags: string[];
}

/** The collection a page belongs to, from its counterpart (`<collection>:…` → <collection>), and whether it is a listing. */
function collectionOf(page: LocalizedPage): { name: string; listing: boolean } | undefined {
  const match = page.counterpart?.match(/^([a-z][a-z0-9-]*?)(-list)?:/);
  return match ? { name: match[1]!, listing: match[2] !== undefined } : undefined;
}

/** A collection's name in the page's language, as its section in results: its listing's title, from its declaration or the translation's words. */
function collectionLabel(name: string, page: LocalizedPage, collections: Pick<SiteContent, "collections" | "collectionWords">): string {
  const collection = collections.collections?.find((candidate) => candidate.name === name);
  const words = (page.locale && collections.collectionWords?.[page.locale]?.[name]) || collection?.labels;
  return words?.title ?? name;
}

const articleOf = (page: LocalizedPage): ArticleView | undefined => {
  const section = page.sections[0];
  return section?.type === "article" ? section.entry : undefined;
};

/** The page's title without the brand the document's <title> adds to entries. */
const ownTitle = (page: LocalizedPage, site: Site) => page.title.replace(new RegExp(`\\s+—\\s+${site.brand.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`), "");

/**
 * What a result shows of a page, or undefined when search leaves it out: a page or entry
 * marked `siteSearch: false`, a page shown in another language than its address's (a
 * translation not yet written: found from its own language's search only), a listing
 * (its entries are found themselves), and a draft or scheduled entry a preview shows.
 */
export function searchFacts(page: LocalizedPage, site: Site, collections: Pick<SiteContent, "collections" | "collectionWords"> = {}): SearchFacts | undefined {
  if (page.siteSearch === false || page.contentLocale) return undefined;
  const collection = collectionOf(page);
  if (collection?.listing) return undefined;
  const entry = articleOf(page);
  if (entry && entry.state !== "live") return undefined;
  if (!collection) return { title: ownTitle(page, site), section: site.words.searchPage, tags: [] };
  return {
    title: entry?.title ?? ownTitle(page, site),
    section: collectionLabel(collection.name, page, collections),
    ...(entry ? { listing: routeForms(entry.listRoute).path.replace(/^\.\//, ""), ...(entry.date ? { date: { iso: entry.date.iso, text: entry.date.text } } : {}), tags: entry.tags.map((tag) => tag.label) } : { tags: [] }),
  };
}

/** The page's HTML with its facts on <main>; unchanged when search leaves it out. */
export function withSearchFacts(html: string, facts: SearchFacts | undefined): string {
  if (!facts) return html;
  const attributes: [string, string | undefined][] = [
    [searchAttributes.title, facts.title],
    [searchAttributes.section, facts.section],
    [searchAttributes.listing, facts.listing],
    [searchAttributes.date, facts.date?.iso],
    [searchAttributes.dateText, facts.date?.text],
    [searchAttributes.tags, facts.tags.length > 0 ? JSON.stringify(facts.tags) : undefined],
  ];
  const written = attributes.flatMap(([name, value]) => (value === undefined ? [] : [` ${name}="${escapeMarkup(value)}"`])).join("");
  let found = false;
  const marked = html.replace(/<main\b/, (tag) => {
    found = true;
    return `${tag}${written}`;
  });
  if (!found) throw new Error(`The page "${facts.title}" has no <main> for search to index.`);
  return marked;
}
