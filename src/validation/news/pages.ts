/**
 * The news as pages: each language's listing (12 to a page), its listings by type and by
 * tag, and each entry's page, made from the entries a build shows. They join the site's
 * pages after validation, so routing, prerendering, documents, cards and the sitemap treat
 * them as every other page. Also fills each "latest" block with its entries.
 */
import { feedFiles, listingRoute, newsRoute, pageCount, pageOf } from "../../content/news/addresses.ts";
import { newsTypes, type NewsType } from "../../content/news/schema.ts";
import type { ArticleView, EntryCard, ListingView, RouteLink, ShownDate } from "../../content/news/views.ts";
import type { LocalizedPage } from "../../content/localize.ts";
import { formattingLocale, type SiteLocale } from "../../content/site-locales.ts";
import type { Site } from "../../content/site.ts";
import type { Words } from "../../content/words.ts";
import { localizedRoute } from "../../lib/hash-route.ts";
import { fillWord } from "../../lib/fill-word.ts";
import { kilobytes, type MediaLibrary } from "../media-files.ts";
import type { CheckedEntry } from "./collection.ts";

const typeWord: Record<NewsType, keyof Words> = { "press-release": "newsPressRelease", news: "newsItem", insight: "newsInsight", event: "newsEvent" };
const typesWord: Record<NewsType, keyof Words> = { "press-release": "newsPressReleases", news: "newsNews", insight: "newsInsights", event: "newsEvents" };

/** Minutes east of UTC that an ISO date's zone names: "+04:00" → 240. */
function offsetMinutes(iso: string): number {
  const zone = /([+-])(\d{2}):?(\d{2})$/.exec(iso);
  return zone ? (zone[1] === "-" ? -1 : 1) * (Number(zone[2]) * 60 + Number(zone[3])) : 0;
}

/** A date in words, in the page's language, on the clock of the zone it was written in (the build's own zone never shows). */
export function showDate(iso: string, locale: SiteLocale, withTime = false): ShownDate {
  const wall = new Date(Date.parse(iso) + offsetMinutes(iso) * 60_000);
  const options: Intl.DateTimeFormatOptions = { timeZone: "UTC", day: "numeric", month: "long", year: "numeric", ...(withTime ? { hour: "2-digit", minute: "2-digit", hourCycle: "h23" } : {}) };
  let text = new Intl.DateTimeFormat(formattingLocale(locale), options).format(wall);
  if (withTime) {
    const minutes = offsetMinutes(iso);
    const zone = `UTC${minutes < 0 ? "−" : "+"}${String(Math.floor(Math.abs(minutes) / 60)).padStart(2, "0")}:${String(Math.abs(minutes) % 60).padStart(2, "0")}`;
    text = `${text} (${zone})`;
  }
  return { iso, text };
}

export interface LanguageNews {
  locale: SiteLocale;
  site: Site;
  /** Shown entries of this language, newest first. */
  entries: CheckedEntry[];
  /** Every language's shown entries by file name, for the language switch and alternates. */
  twins: ReadonlyMap<string, ReadonlyMap<string, CheckedEntry>>;
  /** Each language's prefix, by code. */
  prefixes: ReadonlyMap<string, string>;
  media?: MediaLibrary | undefined;
}

function cardOf(entry: CheckedEntry, news: LanguageNews): EntryCard {
  const { locale, site } = news;
  const words = site.words;
  const stateLabel = entry.state === "draft" ? words.newsDraft : entry.state === "scheduled" ? fillWord(words.newsScheduled, { date: showDate(entry.matter.date, locale, true).text }) : undefined;
  return {
    route: localizedRoute(entry.route, locale.prefix),
    title: entry.matter.title,
    summary: entry.matter.summary,
    type: entry.matter.type,
    typeLabel: words[typeWord[entry.matter.type]],
    date: showDate(entry.matter.date, locale),
    // Beside its title a card's picture says nothing more: decorative, so its alt text is not shipped.
    image: { src: entry.matter.image.src, decorative: true },
    state: entry.state,
    ...(stateLabel ? { stateLabel } : {}),
  };
}

/** What an entry's page shows of it; the studio's preview draws an article being written with it too. */
export function articleOf(entry: CheckedEntry, news: LanguageNews): ArticleView {
  const { locale, site } = news;
  const tags = site.news?.tags ?? {};
  return {
    ...cardOf(entry, news),
    image: { ...entry.matter.image },
    ...(entry.matter.updated ? { updated: showDate(entry.matter.updated, locale) } : {}),
    ...(entry.matter.dateline ? { dateline: entry.matter.dateline } : {}),
    tags: entry.matter.tags.map((tag) => ({ label: tags[tag] ?? tag, route: localizedRoute(listingRoute({ tag }), locale.prefix) })),
    attachments: (entry.matter.attachments ?? []).map((attachment) => {
      const bytes = news.media?.get(attachment.src);
      return { href: attachment.src, label: attachment.label, detail: bytes === undefined ? "PDF" : `PDF, ${kilobytes(bytes)}` };
    }),
    body: entry.body,
    listRoute: localizedRoute(newsRoute, locale.prefix),
  };
}

/** The date part of an ISO date, as the sitemap's lastmod. */
const day = (iso: string) => iso.slice(0, 10);

/** Each language's news pages. */
export function newsPages(news: LanguageNews): LocalizedPage[] {
  const { locale, site, entries } = news;
  const settings = site.news;
  const words = site.words;
  const brand = site.brand.name;
  const prefixed = (route: string) => localizedRoute(route, locale.prefix);
  const cards = entries.map((entry) => cardOf(entry, news));
  const presentTypes = newsTypes.filter((type) => entries.some((entry) => entry.matter.type === type));
  const tagLabels = settings?.tags ?? {};
  const presentTags = Object.keys(tagLabels).filter((tag) => entries.some((entry) => entry.matter.tags.includes(tag)));
  const title = settings?.title ?? "News & Insights";
  const pages: LocalizedPage[] = [];
  const localeKey = locale.code;

  const listings: { filter: { type?: NewsType; tag?: string }; label?: string; cards: EntryCard[] }[] = [
    { filter: {}, cards },
    ...presentTypes.map((type) => ({ filter: { type }, label: words[typesWord[type]], cards: cards.filter((card) => card.type === type) })),
    ...presentTags.map((tag) => ({ filter: { tag }, label: fillWord(words.newsTagFilter, { tag: tagLabels[tag]! }), cards: cards.filter((_, index) => entries[index]!.matter.tags.includes(tag)) })),
  ];
  for (const listing of listings) {
    const count = pageCount(listing.cards.length);
    for (let page = 1; page <= count; page++) {
      const route = listingRoute(listing.filter, page);
      const view: ListingView = {
        title,
        ...(settings?.intro ? { intro: settings.intro } : {}),
        ...(listing.label ? { filterLabel: listing.label } : {}),
        entries: pageOf(listing.cards, page),
        types: [
          { label: words.newsAll, route: prefixed(newsRoute), current: !listing.filter.type && !listing.filter.tag },
          ...presentTypes.map((type): RouteLink => ({ label: words[typesWord[type]], route: prefixed(listingRoute({ type })), current: listing.filter.type === type })),
        ],
        tags: presentTags.map((tag): RouteLink => ({ label: tagLabels[tag]!, route: prefixed(listingRoute({ tag })), current: listing.filter.tag === tag })),
        page,
        pages: count,
        ...(page > 1 ? { previous: prefixed(listingRoute(listing.filter, page - 1)) } : {}),
        ...(page < count ? { next: prefixed(listingRoute(listing.filter, page + 1)) } : {}),
        feeds: feedFiles(locale.prefix),
      };
      const heading = [listing.label, title].filter(Boolean).join(" — ");
      const pageWords = page > 1 ? ` (${fillWord(words.newsPageOf, { page: String(page), pages: String(count) })})` : "";
      const newest = listing.cards[0];
      pages.push({
        route: prefixed(route),
        title: `${heading}${pageWords} — ${brand}`,
        description: settings?.description ?? settings?.intro ?? title,
        ...(newest ? { updated: day(entries.find((entry) => prefixed(entry.route) === newest.route)!.matter.updated ?? newest.date.iso) } : {}),
        sections: [{ type: "listing", listing: view }],
        ...(locale.prefix ? { locale: localeKey } : {}),
        counterpart: `news-list:${route}`,
      });
    }
  }
  for (const entry of entries) {
    const languageRoutes: Record<string, string> = {};
    for (const [code, prefix] of news.prefixes) {
      if (code === localeKey) continue;
      const twin = news.twins.get(code)?.get(entry.name);
      languageRoutes[code] = localizedRoute(twin ? twin.route : newsRoute, prefix);
    }
    pages.push({
      route: prefixed(entry.route),
      title: `${entry.matter.title} — ${brand}`,
      description: entry.matter.summary,
      updated: day(entry.matter.updated ?? entry.matter.date),
      sections: [{ type: "article", entry: articleOf(entry, news) }],
      ...(entry.matter.siteSearch === false ? { siteSearch: false } : {}),
      ...(locale.prefix ? { locale: localeKey } : {}),
      counterpart: `news:${entry.name}`,
      languageRoutes,
    });
  }
  return pages;
}

/** The cards a "latest" block shows: the newest entries of its language, of a type or tag if it names one. */
export function latestCards(news: LanguageNews, block: { limit: number; newsType?: NewsType | undefined; tag?: string | undefined }): EntryCard[] {
  return news.entries
    .filter((entry) => (!block.newsType || entry.matter.type === block.newsType) && (!block.tag || entry.matter.tags.includes(block.tag)))
    .slice(0, block.limit)
    .map((entry) => cardOf(entry, news));
}

