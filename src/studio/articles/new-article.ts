/**
 * "New article", "New event": the file's name proposed from the title the editor types
 * (lower-case words joined by hyphens, as an English entry's address is its file name),
 * refused in words when another entry has it, and the first text of the file: the title,
 * today's date and time in Dubai with its zone where the collection publishes by date, and
 * each choice's default. YAML-free, so the list can say at each keystroke what the address
 * will be.
 */
import { fileSlug } from "../../content/collections/slug.ts";
import { contentFolder } from "../../validation/sources.ts";
import type { CollectionFacts } from "../collections/declared-files.ts";
import { isoOf, wallClockAt, type ZoneId } from "./zones.ts";

/** The address words a listing's own pages take (addresses.ts's, without zod): no entry may have them. */
const listingWords = new Set(["page", "tag", "atom-xml", "feed-json", "calendar-ics"]);

/** Long enough for a headline's first words; an address past this is cut at a word. */
const slugLength = 60;

/** The title as an address: accents dropped, "&" as "and", other signs between words as hyphens. */
export function slugOfTitle(title: string): string {
  const words = title
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (words.length <= slugLength) return words;
  const cut = words.slice(0, slugLength + 1);
  return cut.slice(0, cut.lastIndexOf("-") > 0 ? cut.lastIndexOf("-") : slugLength);
}

export interface KnownArticle {
  path: string;
  title: string;
}

export type ArticleProposal =
  | { ok: true; slug: string; path: string; route: string }
  | { ok: false; message: string };

/** The file a new entry of `collection` with this title gets, or why it cannot have one. */
export function proposeArticle(title: string, articles: readonly KnownArticle[], collection: CollectionFacts): ArticleProposal {
  const one = collection.one;
  if (title.trim() === "") return { ok: false, message: `Write the ${one}'s title: its address is made from it.` };
  const slug = slugOfTitle(title);
  if (!fileSlug.test(slug)) return { ok: false, message: `The title needs some letters or digits in English to make the ${one}'s address from.` };
  const reserved = listingWords.has(slug) || Object.hasOwn(collection.values, slug);
  if (reserved) return { ok: false, message: `“${slug}” names one of ${collection.title}'s own listing pages. Give the ${one} a longer title.` };
  const path = `${contentFolder}/${collection.folder}/${slug}.md`;
  const route = `${collection.route}/${slug}`;
  // A translation left without its English has the name too: a new English file would become its English.
  const existing = articles.find((article) => article.path === path) ?? articles.find((article) => article.path.endsWith(`/${collection.folder}/${slug}.md`));
  if (existing) return { ok: false, message: `The ${one} “${existing.title}” already has the address ${route}. Give this one a different title.` };
  return { ok: true, slug, path, route };
}

/** A YAML double-quoted string: a title may hold a colon, a quote or a leading sign. */
function quoted(text: string): string {
  return JSON.stringify(text.trim());
}

/**
 * The new file's text: the title, the publishing date where the collection has one (now, to
 * the minute, as the wall clock in the zone reads it) and each choice's default. The rest is
 * the editor's to write: the form marks what is required until it is.
 */
export function newArticleText(title: string, now: Date, collection: Pick<CollectionFacts, "titleField" | "publishField" | "defaults">, zone: ZoneId = "dubai"): string {
  const lines = [`${collection.titleField}: ${quoted(title)}`];
  if (collection.publishField) lines.push(`${collection.publishField}: ${isoOf(wallClockAt(now, zone))!}`);
  for (const [field, value] of Object.entries(collection.defaults)) lines.push(`${field}: ${value}`);
  return `---\n${lines.join("\n")}\n---\n`;
}
