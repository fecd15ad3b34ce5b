/**
 * What collections add to the built site besides their pages, each as its declaration says:
 * an Atom 1.0 feed and a JSON Feed 1.1 per language (<route>/atom.xml, ar/<route>/feed.json), an
 * iCalendar file per dated entry and a calendar feed per language (events/calendar.ics), the
 * feeds' links in each listing's head, and schema.org data in each entry's. Everything comes
 * from the entries the build shows (content.collectionEntries), so a draft or a scheduled
 * entry left out of the site is left out here too.
 */
import ical, { ICalCalendarMethod } from "ical-generator";
import type { Event, JobPosting, NewsArticle, WithContext } from "schema-dts";
import { collectionFiles, entryCalendarFile } from "../../src/content/collections/addresses.ts";
import type { Collection, CollectionWords } from "../../src/content/collections/declaration.ts";
import type { LocalizedPage } from "../../src/content/localize.ts";
import type { PublishedEntry, SiteContent } from "../../src/content/site-content.ts";
import { siteLocales, type SiteLocale } from "../../src/content/site-locales.ts";
import type { Site } from "../../src/content/site.ts";
import { routeForms } from "../../src/lib/hash-route.ts";
import { escapeMarkup } from "../escape-markup.ts";

/** Entries in a feed: the newest twenty, as most readers poll often. */
const feedLength = 20;

const absolute = (root: string, path: string) => new URL(path.replace(/^\.?\//, ""), root).href;

type Matter = PublishedEntry["matter"];
type Place = { name: string; address?: string; city?: string; country?: string; online?: boolean };
type Range = { start: string; end: string };

/** The collection a build-made page belongs to, by its counterpart (`events:dubai-airshow`, `events-list:/events`). */
function collectionOf(page: Pick<LocalizedPage, "counterpart">, content: SiteContent): Collection | undefined {
  const name = page.counterpart?.replace(/(-list)?:.*$/, "");
  return content.collections?.find((collection) => collection.name === name);
}

/** A collection's words in a language: its declaration's, or the translation's. */
function wordsOf(collection: Collection, content: SiteContent, code: string | undefined): CollectionWords {
  return (code && content.collectionWords?.[code]?.[collection.name]) || collection.labels;
}

const text = (matter: Matter, field: string | undefined) => (field && typeof matter[field] === "string" ? (matter[field] as string) : undefined);

/** A venue as schema.org says it: its name and address. */
function venueData(place: Place) {
  return {
    "@type": "Place" as const,
    name: place.name,
    address: { "@type": "PostalAddress" as const, ...(place.address ? { streetAddress: place.address } : {}), ...(place.city ? { addressLocality: place.city } : {}), ...(place.country ? { addressCountry: place.country } : {}) },
  };
}

/** A place as schema.org says it: a venue with its address, or online. */
function placeData(place: Place, url: string | undefined) {
  return place.online ? { "@type": "VirtualLocation" as const, ...(url ? { url } : {}) } : venueData(place);
}

/** schema.org data for an entry's document, of the type its collection declares, from the fields it names. */
export function entryStructuredData(page: LocalizedPage, content: SiteContent, site: Site, locale: SiteLocale): WithContext<NewsArticle | Event | JobPosting> | undefined {
  const collection = collectionOf(page, content);
  const declared = collection?.structuredData;
  const url = site.brand.url;
  const entry = content.collectionEntries?.find((candidate) => candidate.route === page.route);
  if (!collection || !declared || !entry || !url || page.sections[0]?.type !== "article") return undefined;
  const { matter } = entry;
  const fields = declared.fields;
  const root = routeForms("/", url).url!;
  const company = { "@type": "Organization" as const, name: site.brand.name, url: root, logo: { "@type": "ImageObject" as const, url: absolute(root, "favicon.svg") } };
  const words = wordsOf(collection, content, entry.locale);
  const picture = fields.image ? (matter[fields.image] as { src: string } | undefined) : undefined;
  const image = picture ? [absolute(root, picture.src)] : undefined;
  const keywords = fields.keywords ? ((matter[fields.keywords] as string[] | undefined) ?? []).map((tag) => words.tags[tag] ?? collection.labels.tags[tag] ?? tag) : [];
  const own = routeForms(page.route, url).url!;
  const common = { "@context": "https://schema.org" as const, inLanguage: locale.code, ...(image ? { image } : {}), ...(keywords.length > 0 ? { keywords: keywords.join(", ") } : {}) };
  if (declared.type === "NewsArticle") {
    const published = text(matter, fields.datePublished);
    return {
      ...common,
      "@type": "NewsArticle",
      headline: text(matter, fields.headline) ?? String(matter[collection.title]),
      description: text(matter, fields.description) ?? String(matter[collection.summary] ?? ""),
      ...(published ? { datePublished: published, dateModified: text(matter, fields.dateModified) ?? published } : {}),
      author: company,
      publisher: company,
      mainEntityOfPage: own,
    };
  }
  if (declared.type === "Event") {
    const range = fields.dates ? (matter[fields.dates] as Range | undefined) : undefined;
    const place = fields.location ? (matter[fields.location] as Place | undefined) : undefined;
    const link = text(matter, fields.url);
    const external = link?.startsWith("https://") ? link : undefined;
    return {
      ...common,
      "@type": "Event",
      name: text(matter, fields.name) ?? String(matter[collection.title]),
      description: text(matter, fields.description) ?? String(matter[collection.summary] ?? ""),
      ...(range ? { startDate: range.start, endDate: range.end } : {}),
      eventStatus: "https://schema.org/EventScheduled",
      ...(place ? { eventAttendanceMode: place.online ? "https://schema.org/OnlineEventAttendanceMode" : "https://schema.org/OfflineEventAttendanceMode", location: placeData(place, external) } : {}),
      organizer: company,
      url: own,
      ...(external ? { offers: { "@type": "Offer" as const, url: external, availability: "https://schema.org/InStock" as const } } : {}),
    };
  }
  const employment = fields.employmentType ? text(matter, fields.employmentType) : undefined;
  const place = fields.jobLocation ? (matter[fields.jobLocation] as Place | undefined) : undefined;
  return {
    ...common,
    "@type": "JobPosting",
    title: text(matter, fields.title) ?? String(matter[collection.title]),
    description: text(matter, fields.description) ?? String(matter[collection.summary] ?? ""),
    ...(text(matter, fields.datePosted) ? { datePosted: text(matter, fields.datePosted)! } : {}),
    ...(text(matter, fields.validThrough) ? { validThrough: text(matter, fields.validThrough)! } : {}),
    // schema.org's values are FULL_TIME, PART_TIME, CONTRACTOR…: a choice's value in capitals.
    ...(employment ? { employmentType: employment.toUpperCase().replace(/-/g, "_") } : {}),
    // A role held online says so; one at an office names it.
    ...(place ? (place.online ? { jobLocationType: "TELECOMMUTE" } : { jobLocation: venueData(place) }) : {}),
    ...(text(matter, fields.occupationalCategory) ? { occupationalCategory: text(matter, fields.occupationalCategory)! } : {}),
    hiringOrganization: company,
    directApply: false,
    url: own,
  };
}

/** The feeds' and calendar's <link>s for a listing's head. */
export function feedLinks(page: LocalizedPage, title: string): string[] {
  const section = page.sections[0];
  const listing = section?.type === "listing" ? section.listing : undefined;
  if (!listing) return [];
  return [
    ...(listing.feeds
      ? [
          `<link rel="alternate" type="application/atom+xml" title="${escapeMarkup(title)}" href="./${escapeMarkup(listing.feeds.atom)}" />`,
          `<link rel="alternate" type="application/feed+json" title="${escapeMarkup(title)}" href="./${escapeMarkup(listing.feeds.json)}" />`,
        ]
      : []),
    ...(listing.calendar ? [`<link rel="alternate" type="text/calendar" title="${escapeMarkup(title)}" href="./${escapeMarkup(listing.calendar)}" />`] : []),
  ];
}

interface FeedEntry {
  url: string;
  title: string;
  summary: string;
  published: string;
  updated?: string | undefined;
  image?: string | undefined;
  tags: string[];
}

interface FeedInput {
  site: Site;
  locale: SiteLocale;
  entries: FeedEntry[];
  title: string;
  description: string;
  root: string;
  listingUrl: string;
  files: { atom: string; json: string };
}

function atomFeed({ site, locale, entries, title, description, root, listingUrl, files }: FeedInput): string {
  const updated = entries.map((entry) => entry.updated ?? entry.published).sort().at(-1) ?? "1970-01-01T00:00:00Z";
  const items = entries.map((entry) =>
    [
      "  <entry>",
      `    <id>${escapeMarkup(entry.url)}</id>`,
      `    <title>${escapeMarkup(entry.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeMarkup(entry.url)}"/>`,
      `    <published>${entry.published}</published>`,
      `    <updated>${entry.updated ?? entry.published}</updated>`,
      `    <summary>${escapeMarkup(entry.summary)}</summary>`,
      ...entry.tags.map((tag) => `    <category term="${escapeMarkup(tag)}"/>`),
      "  </entry>",
    ].join("\n"),
  );
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
      items: entries.map((entry) => ({
        id: entry.url,
        url: entry.url,
        title: entry.title,
        summary: entry.summary,
        content_text: entry.summary,
        ...(entry.image ? { image: entry.image } : {}),
        date_published: entry.published,
        ...(entry.updated ? { date_modified: entry.updated } : {}),
        ...(entry.tags.length > 0 ? { tags: entry.tags } : {}),
        language: locale.code,
      })),
    },
    null,
    2,
  )}\n`;
}

interface LanguageEntries {
  collection: Collection;
  locale: SiteLocale;
  site: Site;
  words: CollectionWords;
  root: string;
  /** The language's live entries of the collection, in listing order. */
  entries: PublishedEntry[];
}

/** Each collection's live entries per language, with what their files need. */
function languageEntries(content: SiteContent): LanguageEntries[] {
  const url = content.site.brand.url;
  if (!url) return [];
  const root = routeForms("/", url).url!;
  return (content.collections ?? []).flatMap((collection) =>
    siteLocales(content.site).flatMap((locale) => {
      const code = locale.prefix ? locale.code : undefined;
      const site = (code && content.sites?.[code]) || content.site;
      const entries = (content.collectionEntries ?? []).filter((entry) => entry.collection === collection.name && entry.locale === code && entry.state === "live");
      return [{ collection, locale, site, words: wordsOf(collection, content, code), root, entries }];
    }),
  );
}

function feedFiles(language: LanguageEntries): [string, string][] {
  const { collection, locale, site, words, root } = language;
  const files = collectionFiles(collection, locale.prefix);
  const published = (entry: PublishedEntry) => text(entry.matter, collection.publish ?? collection.listing.sortBy) ?? "";
  const imageOf = (entry: PublishedEntry) => (collection.image ? (entry.matter[collection.image] as { src: string } | undefined)?.src : undefined);
  const tagField = Object.entries(collection.fields).find(([, field]) => field.kind === "tags")?.[0];
  const entries = [...language.entries]
    .sort((a, b) => Date.parse(published(b)) - Date.parse(published(a)))
    .slice(0, feedLength)
    .map((entry): FeedEntry => {
      const image = imageOf(entry);
      return {
        url: routeForms(entry.route, root).url!,
        title: String(entry.matter[collection.title]),
        summary: String(entry.matter[collection.summary] ?? ""),
        published: published(entry),
        updated: text(entry.matter, collection.structuredData?.fields.dateModified),
        image: image ? absolute(root, image) : undefined,
        tags: tagField ? ((entry.matter[tagField] as string[] | undefined) ?? []).map((tag) => words.tags[tag] ?? collection.labels.tags[tag] ?? tag) : [],
      };
    });
  const input: FeedInput = {
    site,
    locale,
    entries,
    title: `${words.title} — ${site.brand.name}`,
    description: words.description ?? words.intro ?? words.title,
    root,
    listingUrl: routeForms(`${locale.prefix}${collection.route}`, root).url!,
    files,
  };
  return [
    [files.atom, atomFeed(input)],
    [files.json, jsonFeed(input)],
  ];
}

/** A calendar of `entries`, each a VEVENT at its own address: times in UTC, as every calendar reads them. */
function calendarText(language: LanguageEntries, entries: readonly PublishedEntry[], name: string): string {
  const { collection, root, words } = language;
  const calendar = ical({ name, prodId: { company: language.site.brand.name, product: words.title, language: language.locale.code.toUpperCase() }, method: ICalCalendarMethod.PUBLISH });
  for (const entry of entries) {
    const range = entry.matter[collection.calendar!] as Range;
    const place = collection.venue ? (entry.matter[collection.venue] as Place | undefined) : undefined;
    const url = routeForms(entry.route, root).url!;
    calendar.createEvent({
      id: `${entry.route.replace(/^\//, "").replace(/\//g, "-")}@${new URL(root).host}`,
      start: new Date(range.start),
      end: new Date(range.end),
      // The entry's own time of writing, so the same content gives the same file.
      stamp: new Date(text(entry.matter, collection.publish) ?? range.start),
      summary: String(entry.matter[collection.title]),
      description: `${String(entry.matter[collection.summary] ?? "")}\n\n${url}`,
      ...(place ? { location: [place.name, place.address, place.city].filter(Boolean).join(", ") } : {}),
      url,
    });
  }
  return calendar.toString();
}

function calendarFiles(language: LanguageEntries): [string, string][] {
  const { collection, locale, site, words } = language;
  if (!collection.calendar) return [];
  const dated = language.entries.filter((entry) => entry.matter[collection.calendar!] !== undefined);
  return [
    [collectionFiles(collection, locale.prefix).calendar, calendarText(language, dated, `${words.title} — ${site.brand.name}`)],
    ...dated.map((entry): [string, string] => [entryCalendarFile(entry.route), calendarText(language, [entry], String(entry.matter[collection.title]))]),
  ];
}

/** Each collection's feeds and calendars, by file; none without site.yaml's url, which every address in them needs. */
export function collectionDocuments(content: SiteContent): Map<string, string> {
  return new Map(languageEntries(content).flatMap((language) => [...(language.collection.feeds ? feedFiles(language) : []), ...calendarFiles(language)]));
}
