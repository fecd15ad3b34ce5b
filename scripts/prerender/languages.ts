/**
 * What each document says about its language: `<html lang dir>`, its alternates in the
 * other languages (hreflang, both ways, with x-default), og:locale, and for a page not yet
 * translated, that search engines should list the English page instead.
 */
import type { LocalizedPage } from "../../src/content/localize.ts";
import type { SiteContent } from "../../src/content/site-content.ts";
import { openGraphLocale, siteLocales, type SiteLocale } from "../../src/content/site-locales.ts";
import type { Site } from "../../src/content/site.ts";
import { localizedRoute, routeForms, unlocalizedRoute } from "../../src/lib/hash-route.ts";

export interface Alternate {
  /** A language code, or x-default. */
  hreflang: string;
  url: string;
}

export interface DocumentLanguage {
  locale: SiteLocale;
  /** The site settings in the page's language: header, footer, the card's brand line. */
  site: Site;
  /** The page in every language it is written in, this one included, and x-default (the default language's). */
  alternates: Alternate[];
  /** og:locale of the others. */
  otherLocales: string[];
  /** Where search engines should look instead: a page not yet translated names the English page. */
  canonicalUrl?: string | undefined;
  /** A page not yet translated is kept out of search results; its English page is listed. */
  noindex: boolean;
}

export function languageOf(page: LocalizedPage, content: SiteContent): SiteLocale {
  const locales = siteLocales(content.site);
  return locales.find((locale) => locale.code === page.locale) ?? locales[0]!;
}

/** The pages by route (translated ones only) and by counterpart and language: made once per content, so no page's lookup walks every page. */
interface PageIndex {
  written: Map<string, LocalizedPage>;
  byCounterpart: Map<string, LocalizedPage>;
}
const indexes = new WeakMap<SiteContent, PageIndex>();
function pageIndex(content: SiteContent): PageIndex {
  let index = indexes.get(content);
  if (!index) {
    const main = siteLocales(content.site)[0]!.code;
    index = { written: new Map(), byCounterpart: new Map() };
    for (const page of content.pages) {
      if (!page.contentLocale && !index.written.has(page.route)) index.written.set(page.route, page);
      const key = `${page.counterpart}\n${page.locale ?? main}`;
      if (page.counterpart !== undefined && !index.byCounterpart.has(key)) index.byCounterpart.set(key, page);
    }
    indexes.set(content, index);
  }
  return index;
}

/** The page in each language, where it is written in that language. */
function counterparts(page: LocalizedPage, content: SiteContent): { locale: SiteLocale; page: LocalizedPage }[] {
  const locales = siteLocales(content.site);
  const route = unlocalizedRoute(page.route, languageOf(page, content).prefix);
  const index = pageIndex(content);
  return locales.flatMap((locale) => {
    const found = page.counterpart !== undefined ? index.byCounterpart.get(`${page.counterpart}\n${locale.code}`) : index.written.get(localizedRoute(route, locale.prefix));
    return found ? [{ locale, page: found }] : [];
  });
}

export function documentLanguage(page: LocalizedPage, content: SiteContent): DocumentLanguage {
  const locale = languageOf(page, content);
  const site = (page.locale && content.sites?.[page.locale]) || content.site;
  const url = content.site.brand.url;
  const written = counterparts(page, content);
  const [main] = siteLocales(content.site);
  if (page.contentLocale) {
    const original = written.find((candidate) => candidate.locale.code === page.contentLocale);
    return { locale, site, alternates: [], otherLocales: [], canonicalUrl: original && url ? routeForms(original.page.route, url).url : undefined, noindex: true };
  }
  const alternates: Alternate[] =
    url && written.length > 1
      ? [
          ...written.map((candidate) => ({ hreflang: candidate.locale.code, url: routeForms(candidate.page.route, url).url! })),
          ...written.filter((candidate) => candidate.locale.code === main!.code).map((candidate) => ({ hreflang: "x-default", url: routeForms(candidate.page.route, url).url! })),
        ]
      : [];
  const otherLocales = written.filter((candidate) => candidate.locale.code !== locale.code).map((candidate) => openGraphLocale(candidate.locale));
  return { locale, site, alternates, otherLocales, noindex: false };
}

/** index.html's `<html>` tag in the page's language: `<html lang="ar" dir="rtl">`; the default language's as written. */
export function withHtmlLanguage(html: string, locale: SiteLocale): string {
  return html.replace(/<html\b[^>]*>/, (tag) => {
    const withLang = tag.replace(/\slang="[^"]*"/, "").replace(/\sdir="[^"]*"/, "").replace(/^<html/, `<html lang="${locale.code}"`);
    return locale.dir === "rtl" ? withLang.replace(/^<html lang="[^"]*"/, (start) => `${start} dir="rtl"`) : withLang;
  });
}
