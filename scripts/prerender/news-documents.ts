/**
 * What the news adds to the built site besides its pages: an Atom 1.0 feed and a JSON Feed
 * 1.1 per language (news/atom.xml, news/feed.json, ar/news/…), the feeds' links in each
 * listing's head, and schema.org NewsArticle data in each entry's. Everything comes from the
 * pages the build made (src/validation/news/pages.ts), so a draft or a scheduled entry left
 * out of the site is left out here too.
 */
import type { NewsArticle, WithContext } from "schema-dts";
import type { LocalizedPage } from "../../src/content/localize.ts";
import { feedFiles } from "../../src/content/news/addresses.ts";
import type { ArticleView, ListingView } from "../../src/content/news/views.ts";
import type { SiteContent } from "../../src/content/site-content.ts";
import { siteLocales, type SiteLocale } from "../../src/content/site-locales.ts";
import type { Site } from "../../src/content/site.ts";
import { routeForms } from "../../src/lib/hash-route.ts";
import { escapeMarkup } from "../escape-markup.ts";

/** Entries in a feed: the newest twenty, as most readers poll often. */
const feedLength = 20;

function articleOf(page: LocalizedPage): ArticleView | undefined {
  const section = page.sections[0];
  return section?.type === "article" ? section.entry : undefined;
}

function listingOf(page: LocalizedPage): ListingView | undefined {
  const section = page.sections[0];
  return section?.type === "listing" ? section.listing : undefined;
}

const absolute = (root: string, path: string) => new URL(path.replace(/^\.?\//, ""), root).href;

/** schema.org NewsArticle for an entry's document: headline, dates, picture, the company as author and publisher, language. */
export function newsArticle(page: LocalizedPage, site: Site, locale: SiteLocale): WithContext<NewsArticle> | undefined {
  const entry = articleOf(page);
  const url = site.brand.url;
  if (!entry || !url) return undefined;
  const root = routeForms("/", url).url!;
  const company = { "@type": "Organization" as const, name: site.brand.name, url: root, logo: { "@type": "ImageObject" as const, url: absolute(root, "favicon.svg") } };
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: entry.title,
    description: entry.summary,
    datePublished: entry.date.iso,
    dateModified: (entry.updated ?? entry.date).iso,
    image: [absolute(root, entry.image.src)],
    author: company,
    publisher: company,
    inLanguage: locale.code,
    mainEntityOfPage: routeForms(page.route, url).url!,
    ...(entry.tags.length > 0 ? { keywords: entry.tags.map((tag) => tag.label).join(", ") } : {}),
  };
}

/** The feeds' <link>s for a listing's head. */
export function feedLinks(page: LocalizedPage, title: string): string[] {
  const listing = listingOf(page);
  if (!listing) return [];
  return [
    `<link rel="alternate" type="application/atom+xml" title="${escapeMarkup(title)}" href="./${escapeMarkup(listing.feeds.atom)}" />`,
    `<link rel="alternate" type="application/feed+json" title="${escapeMarkup(title)}" href="./${escapeMarkup(listing.feeds.json)}" />`,
  ];
}

interface FeedInput {
  site: Site;
  locale: SiteLocale;
  /** The language's entries' pages, newest first. */
  entries: { page: LocalizedPage; entry: ArticleView }[];
  title: string;
  description: string;
  root: string;
  listingUrl: string;
  files: { atom: string; json: string };
}

function atomFeed({ site, locale, entries, title, description, root, listingUrl, files }: FeedInput): string {
  const updated = entries.map(({ entry }) => (entry.updated ?? entry.date).iso).sort().at(-1) ?? "1970-01-01T00:00:00Z";
  const items = entries.map(({ page, entry }) => {
    const url = routeForms(page.route, root).url!;
    return [
      "  <entry>",
      `    <id>${escapeMarkup(url)}</id>`,
      `    <title>${escapeMarkup(entry.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeMarkup(url)}"/>`,
      `    <published>${entry.date.iso}</published>`,
      `    <updated>${(entry.updated ?? entry.date).iso}</updated>`,
      `    <summary>${escapeMarkup(entry.summary)}</summary>`,
      ...entry.tags.map((tag) => `    <category term="${escapeMarkup(tag.label)}"/>`),
      "  </entry>",
    ].join("\n");
  });
  return [
    `<?xml version="1.0" encoding="utf-8"?>`,
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale.code}">`,
    `  <id>${escapeMarkup(listingUrl)}</id>`,
    `  <title>${escapeMarkup(title)}</title>`,
    `  <subtitle>${escapeMarkup(description)}</subtitle>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${escapeMarkup(site.brand.name)}</name><uri>${escapeMarkup(root)}</uri></author>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeMarkup(absolute(root, files.atom))}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeMarkup(listingUrl)}"/>`,
    `  <icon>${escapeMarkup(absolute(root, "favicon.svg"))}</icon>`,
    ...items,
    `</feed>`,
    "",
  ].join("\n");
}

function jsonFeed({ site, locale, entries, title, description, root, listingUrl, files }: FeedInput): string {
  return `${JSON.stringify(
    {
      version: "https://jsonfeed.org/version/1.1",
      title,
      home_page_url: listingUrl,
      feed_url: absolute(root, files.json),
      description,
      icon: absolute(root, "favicon.svg"),
      language: locale.code,
      authors: [{ name: site.brand.name, url: root }],
      items: entries.map(({ page, entry }) => {
        const url = routeForms(page.route, root).url!;
        return {
          id: url,
          url,
          title: entry.title,
          summary: entry.summary,
          content_text: entry.summary,
          image: absolute(root, entry.image.src),
          date_published: entry.date.iso,
          ...(entry.updated ? { date_modified: entry.updated.iso } : {}),
          ...(entry.tags.length > 0 ? { tags: entry.tags.map((tag) => tag.label) } : {}),
          language: locale.code,
        };
      }),
    },
    null,
    2,
  )}\n`;
}

/** Each language's two feeds, by file; none without site.yaml's url, which every address in a feed needs. */
export function newsFeeds(content: SiteContent): Map<string, string> {
  const files = new Map<string, string>();
  const url = content.site.brand.url;
  if (!url) return files;
  const root = routeForms("/", url).url!;
  for (const locale of siteLocales(content.site)) {
    const code = locale.prefix ? locale.code : undefined;
    const pages = content.pages.filter((page) => page.locale === code);
    const listing = pages.map(listingOf).find((view) => view !== undefined && view.page === 1 && !view.filterLabel);
    if (!listing) continue;
    const site = (code && content.sites?.[code]) || content.site;
    const entries = pages
      .flatMap((page) => {
        const entry = articleOf(page);
        return entry && entry.state === "live" ? [{ page, entry }] : [];
      })
      .sort((a, b) => Date.parse(b.entry.date.iso) - Date.parse(a.entry.date.iso))
      .slice(0, feedLength);
    const input: FeedInput = {
      site,
      locale,
      entries,
      title: `${listing.title} — ${site.brand.name}`,
      description: site.news?.description ?? listing.intro ?? listing.title,
      root,
      listingUrl: routeForms(pages.find((page) => listingOf(page) === listing)!.route, url).url!,
      files: feedFiles(locale.prefix),
    };
    files.set(input.files.atom, atomFeed(input));
    files.set(input.files.json, jsonFeed(input));
  }
  return files;
}
