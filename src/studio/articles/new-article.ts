/**
 * "New article": the file's name proposed from the title the editor types (lower-case words
 * joined by hyphens, as an English entry's address is its file name), refused in words when
 * another article has it, and the first text of the file: the title, today's date and time
 * in Dubai with its zone, and the kind "news". YAML-free, so the list can say at each
 * keystroke what the address will be.
 */
import { entryRoute, reservedSlugs } from "../../content/news/addresses.ts";
import { fileSlug } from "../../content/news/slug.ts";
import { newsFolder } from "../../validation/sources.ts";
import { isoOf, wallClockAt, type ZoneId } from "./zones.ts";

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

/** The file a new article with this title gets, or why it cannot have one. */
export function proposeArticle(title: string, articles: readonly KnownArticle[]): ArticleProposal {
  if (title.trim() === "") return { ok: false, message: "Write the article's title: its address is made from it." };
  const slug = slugOfTitle(title);
  if (!fileSlug.test(slug)) return { ok: false, message: "The title needs some letters or digits in English to make the article's address from." };
  if (reservedSlugs.has(slug)) return { ok: false, message: `“${slug}” names one of the news listing's own pages. Give the article a longer title.` };
  const path = `${newsFolder}/${slug}.md`;
  // A translation left without its English has the name too: a new English file would become its English.
  const existing = articles.find((article) => article.path === path) ?? articles.find((article) => article.path.endsWith(`/news/${slug}.md`));
  if (existing) return { ok: false, message: `The article “${existing.title}” already has the address ${entryRoute(slug)}. Give this one a different title.` };
  return { ok: true, slug, path, route: entryRoute(slug) };
}

/** A YAML double-quoted string: a title may hold a colon, a quote or a leading sign. */
function quoted(text: string): string {
  return JSON.stringify(text.trim());
}

/**
 * The new file's text: the title, the date (now, to the minute, as the wall clock in the
 * zone reads it) and the kind. Summary, picture and text are the editor's to write: the
 * form marks them until they are.
 */
export function newArticleText(title: string, now: Date, zone: ZoneId = "dubai"): string {
  const date = isoOf(wallClockAt(now, zone))!;
  return `---\ntitle: ${quoted(title)}\ndate: ${date}\ntype: news\n---\n`;
}
