/**
 * A collection as pages: each language's listing (its declared page size), a listing per
 * value of each filter, and each entry's page, made from the entries a build shows. They
 * join the site's pages after validation, so routing, prerendering, documents, cards and the
 * sitemap treat them as every other page. Also fills each "latest" block with its entries.
 */
import { collectionFiles, entryCalendarFile, listingRoute, pageCount, pageOf, type ListingFilter } from "../../content/collections/addresses.ts";
import type { Collection, CollectionWords } from "../../content/collections/declaration.ts";
import type { ArticleView, EntryCard, ListingView, RouteLink } from "../../content/collections/views.ts";
import type { LocalizedPage } from "../../content/localize.ts";
import type { SiteLocale } from "../../content/site-locales.ts";
import type { Site } from "../../content/site.ts";
import { localizedRoute } from "../../lib/hash-route.ts";
import { fillWord } from "../../lib/fill-word.ts";
import { toBody } from "../../markdown/to-body.ts";
import { kilobytes, type MediaLibrary } from "../media-files.ts";
import { dateValue, hasPassed, titleOf, type CheckedEntry } from "./collection.ts";
import { fieldText, showDate, valueWords } from "./field-text.ts";

export { showDate } from "./field-text.ts";

export interface LanguageCollection {
  collection: Collection;
  locale: SiteLocale;
  site: Site;
  /** The collection's words in this language. */
  words: CollectionWords;
  /** Shown entries of this language, in listing order. */
  entries: CheckedEntry[];
  /** Every language's shown entries by file name, for the language switch and alternates. */
  twins: ReadonlyMap<string, ReadonlyMap<string, CheckedEntry>>;
  /** Each language's prefix, by code. */
  prefixes: ReadonlyMap<string, string>;
  media?: MediaLibrary | undefined;
  now: Date;
}

function cardOf(entry: CheckedEntry, language: LanguageCollection): EntryCard {
  const { collection, locale, site } = language;
  const { matter } = entry;
  const words = site.words;
  const publish = dateValue(matter, collection.publish);
  const stateLabel = entry.state === "draft" ? words.entryDraft : entry.state === "scheduled" && publish ? fillWord(words.entryScheduled, { date: showDate(publish, locale, true).text }) : undefined;
  const badge = collection.card.badge ? valueWords(language.words, String(matter[collection.card.badge] ?? "")) : undefined;
  const dateField = collection.card.date ?? collection.publish;
  const date = dateField && matter[dateField] !== undefined ? fieldText(collection.fields[dateField]!, matter[dateField], language, true) : undefined;
  const picture = collection.image ? (matter[collection.image] as { src: string } | undefined) : undefined;
  return {
    route: localizedRoute(entry.route, locale.prefix),
    title: titleOf(entry),
    summary: String(matter[collection.summary] ?? ""),
    ...(badge ? { badge } : {}),
    ...(date ? { date: { iso: date.iso ?? "", text: date.text } } : {}),
    // Beside its title a card's picture says nothing more: decorative, so its alt text is not shipped.
    ...(picture ? { image: { src: picture.src, decorative: true } } : {}),
    facts: collection.card.facts.flatMap((name) => (matter[name] === undefined ? [] : [fieldText(collection.fields[name]!, matter[name], language).text])),
    state: entry.state,
    ...(stateLabel ? { stateLabel } : {}),
  };
}

const tagFieldsOf = (collection: Collection) => Object.entries(collection.fields).filter(([, field]) => field.kind === "tags").map(([name]) => name);

/** What an entry's page shows of it; the studio's preview draws an entry being written with it too. */
export function articleOf(entry: CheckedEntry, language: LanguageCollection): ArticleView {
  const { collection, locale, words } = language;
  const { matter } = entry;
  const prefixed = (route: string) => localizedRoute(route, locale.prefix);
  const fieldName = (name: string) => words.fields[name] ?? collection.fields[name]!.label;
  const card = cardOf(entry, language);
  const picture = collection.image ? (matter[collection.image] as { src: string; alt: string } | undefined) : undefined;
  const actions: ArticleView["actions"] = collection.page.actions.flatMap((name) => {
    const href = matter[name];
    return typeof href === "string" && !hasPassed(entry, language.now) ? [{ label: words.actions[name] ?? fieldName(name), href, primary: true }] : [];
  });
  if (collection.calendar && matter[collection.calendar] !== undefined && !hasPassed(entry, language.now)) {
    actions.push({ label: language.site.words.addToCalendar, href: entryCalendarFile(prefixed(entry.route)), download: true });
  }
  if (collection.apply && entry.state !== "closed") {
    actions.push({ label: words.apply ?? collection.labels.apply ?? words.all, href: `${prefixed(collection.apply.route)}?${collection.apply.field}=${encodeURIComponent(entry.name)}`, primary: true });
  }
  const updated = collection.structuredData?.fields.dateModified;
  const updatedValue = updated ? (matter[updated] as string | undefined) : undefined;
  const dateline = collection.page.dateline ? (matter[collection.page.dateline] as string | undefined) : undefined;
  return {
    ...card,
    ...(picture ? { image: { ...picture } } : {}),
    ...(updatedValue ? { updated: showDate(updatedValue, locale) } : {}),
    ...(dateline ? { dateline } : {}),
    details: collection.page.facts.flatMap((name) => (matter[name] === undefined ? [] : [{ label: fieldName(name), ...fieldText(collection.fields[name]!, matter[name], language) }])),
    actions,
    // A tags field the listing filters by links each tag to its listing; the others have no listing to link to.
    tags: tagFieldsOf(collection).filter((field) => collection.listing.filters.includes(field)).flatMap((field) =>
      ((matter[field] as string[] | undefined) ?? []).map((tag) => ({ label: words.tags[tag] ?? collection.labels.tags[tag] ?? tag, route: prefixed(listingRoute(collection, { field, value: tag })) })),
    ),
    attachments: Object.entries(collection.fields)
      .filter(([, field]) => field.kind === "file")
      .flatMap(([name]) => (matter[name] as { src: string; label: string }[] | undefined) ?? [])
      .map((attachment) => {
        const bytes = language.media?.get(attachment.src);
        return { href: attachment.src, label: attachment.label, detail: bytes === undefined ? "PDF" : `PDF, ${kilobytes(bytes)}` };
      }),
    body: entry.body,
    sections: Object.entries(collection.fields)
      .filter(([name, field]) => field.kind === "markdown" && typeof matter[name] === "string")
      .map(([name]) => ({ label: fieldName(name), body: toBody(matter[name] as string) })),
    listRoute: prefixed(collection.route),
    listLabel: words.all,
  };
}

/** The date part of an ISO date, as the sitemap's lastmod. */
const day = (iso: string) => iso.slice(0, 10);

/** An entry's last change, for the sitemap: its modified date if declared, else its publishing date. */
function lastChange(entry: CheckedEntry): string | undefined {
  const { collection, matter } = entry;
  const modified = collection.structuredData?.fields.dateModified;
  const value = (modified && (matter[modified] as string | undefined)) ?? dateValue(matter, collection.publish);
  return value ? day(value) : undefined;
}

/** Each filter value with entries: its field, its value and its words. */
function presentFilters(language: LanguageCollection): { filter: ListingFilter; label: string; heading: string }[] {
  const { collection, entries, words, site } = language;
  return collection.listing.filters.flatMap((field) => {
    const declared = collection.fields[field]!;
    const values = declared.kind === "choice" ? declared.values : Object.keys(collection.labels.tags);
    return values
      .filter((value) => entries.some((entry) => { const given = entry.matter[field]; return Array.isArray(given) ? given.includes(value) : given === value; }))
      .map((value) => {
        const label = declared.kind === "tags" ? (words.tags[value] ?? collection.labels.tags[value] ?? value) : (words.values[`${value}-plural`] ?? valueWords(words, value));
        return { filter: { field, value }, label, heading: declared.kind === "tags" ? fillWord(site.words.tagFilter, { tag: label }) : label };
      });
  });
}

const matches = (entry: CheckedEntry, filter: ListingFilter) => {
  const given = entry.matter[filter.field];
  return Array.isArray(given) ? given.includes(filter.value) : given === filter.value;
};

/** Each language's pages of one collection. */
export function collectionPages(language: LanguageCollection): LocalizedPage[] {
  const { collection, locale, site, entries, words } = language;
  const siteWords = site.words;
  const brand = site.brand.name;
  const prefixed = (route: string) => localizedRoute(route, locale.prefix);
  const filters = presentFilters(language);
  const title = words.title;
  const pages: LocalizedPage[] = [];
  const localeKey = locale.code;
  const files = collectionFiles(collection, locale.prefix);
  const perPage = collection.listing.perPage;

  const listings: { filter?: ListingFilter; label?: string; heading?: string; entries: CheckedEntry[] }[] = [
    { entries },
    ...filters.map(({ filter, label, heading }) => ({ filter, label, heading, entries: entries.filter((entry) => matches(entry, filter)) })),
  ];
  const filterRows = (current?: ListingFilter) =>
    collection.listing.filters.map((field, index) => {
      const links = filters
        .filter(({ filter }) => filter.field === field)
        .map(({ filter, label }): RouteLink => ({ label, route: prefixed(listingRoute(collection, filter)), current: current?.field === filter.field && current.value === filter.value }));
      const isTags = collection.fields[field]!.kind === "tags";
      return index === 0 && !isTags
        ? { links: [{ label: words.all, route: prefixed(collection.route), current: current === undefined }, ...links] }
        : { heading: isTags ? siteWords.entryTags : (words.fields[field] ?? collection.fields[field]!.label), links };
    }).filter((row) => row.links.length > 0);
  for (const listing of listings) {
    const count = pageCount(listing.entries.length, perPage);
    for (let page = 1; page <= count; page++) {
      const route = listingRoute(collection, listing.filter, page);
      const shown = pageOf(listing.entries, page, perPage);
      const groups = collection.upcoming
        ? [
            { heading: words.upcoming, entries: shown.filter((entry) => !hasPassed(entry, language.now)) },
            { heading: words.past, entries: shown.filter((entry) => hasPassed(entry, language.now)) },
          ]
            .filter((group) => group.entries.length > 0)
            .map((group) => ({ ...(group.heading ? { heading: group.heading } : {}), entries: group.entries.map((entry) => cardOf(entry, language)) }))
        : [{ entries: shown.map((entry) => cardOf(entry, language)) }];
      const view: ListingView = {
        title,
        ...(words.intro ? { intro: words.intro } : {}),
        ...(listing.heading ? { filterLabel: listing.heading } : {}),
        groups: groups.length > 0 ? groups : [{ entries: [] }],
        empty: words.empty ?? siteWords.listingEmpty,
        filters: filterRows(listing.filter),
        page,
        pages: count,
        ...(page > 1 ? { previous: prefixed(listingRoute(collection, listing.filter, page - 1)) } : {}),
        ...(page < count ? { next: prefixed(listingRoute(collection, listing.filter, page + 1)) } : {}),
        ...(collection.feeds ? { feeds: { atom: files.atom, json: files.json } } : {}),
        ...(collection.calendar ? { calendar: files.calendar } : {}),
      };
      const heading = [listing.heading, title].filter(Boolean).join(" — ");
      const pageWords = page > 1 ? ` (${fillWord(siteWords.listingPageOf, { page: String(page), pages: String(count) })})` : "";
      const newest = listing.entries.map(lastChange).filter((value): value is string => value !== undefined).sort().at(-1);
      pages.push({
        route: prefixed(route),
        title: `${heading}${pageWords} — ${brand}`,
        description: words.description ?? words.intro ?? title,
        ...(newest ? { updated: newest } : {}),
        sections: [{ type: "listing", listing: view }],
        ...(locale.prefix ? { locale: localeKey } : {}),
        counterpart: `${collection.name}-list:${route}`,
      });
    }
  }
  for (const entry of entries) {
    const languageRoutes: Record<string, string> = {};
    for (const [code, prefix] of language.prefixes) {
      if (code === localeKey) continue;
      const twin = language.twins.get(code)?.get(entry.name);
      languageRoutes[code] = localizedRoute(twin ? twin.route : collection.route, prefix);
    }
    const changed = lastChange(entry);
    pages.push({
      route: prefixed(entry.route),
      title: `${titleOf(entry)} — ${brand}`,
      description: String(entry.matter[collection.summary] ?? ""),
      ...(changed ? { updated: changed } : {}),
      sections: [{ type: "article", entry: articleOf(entry, language) }],
      ...(entry.matter.siteSearch === false ? { siteSearch: false } : {}),
      ...(locale.prefix ? { locale: localeKey } : {}),
      counterpart: `${collection.name}:${entry.name}`,
      languageRoutes,
    });
  }
  return pages;
}

/** The cards a "latest" block shows: the first entries of its language in listing order, with a choice value or tag if it names one. */
export function latestCards(language: LanguageCollection, block: { limit: number; choice?: string | undefined; tag?: string | undefined }): EntryCard[] {
  const { collection } = language;
  const choiceFields = Object.entries(collection.fields).filter(([, field]) => field.kind === "choice").map(([name]) => name);
  const tagFields = tagFieldsOf(collection);
  return language.entries
    .filter((entry) => !language.collection.upcoming || !hasPassed(entry, language.now))
    .filter((entry) => !block.choice || choiceFields.some((field) => entry.matter[field] === block.choice))
    .filter((entry) => !block.tag || tagFields.some((field) => ((entry.matter[field] as string[] | undefined) ?? []).includes(block.tag!)))
    .slice(0, block.limit)
    .map((entry) => cardOf(entry, language));
}

/** A form's choices of a collection's entries (a select with `collection:`): each live entry of the page's language, by its title, valued by its file name. */
export function entryChoices(language: LanguageCollection): { value: string; label: string }[] {
  return language.entries.filter((entry) => entry.state === "live").map((entry) => ({ value: entry.name, label: titleOf(entry) }));
}
