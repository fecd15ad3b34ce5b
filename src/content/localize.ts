/**
 * Where languages enter the content the app and the build use: each translation's pages
 * under its prefix (`/ar/about`), with their links resolved inside the language, and the
 * English page, under a notice, where a page has no translation yet. Pure data in and out.
 */
import type { Page } from "./page.ts";
import type { Site } from "./site.ts";
import { siteLocales, type SiteLocale } from "./site-locales.ts";
import { localizedRoute, localizedTarget } from "../lib/hash-route.ts";

/** A page in one language, as the app and the build see it. */
export type LocalizedPage = Page & {
  /** The page's language code; left out for the default language. */
  locale?: string;
  /** The language its words are in, when that is not the page's own: a page not yet translated shows the English. */
  contentLocale?: string;
  /**
   * What pairs the page with its translations when their routes differ: a news entry's file
   * name (`news/offtake-agreement`), as an Arabic entry may have an address of its own.
   */
  counterpart?: string;
  /** Where the language switch goes from this page, by language code, when not to the same route there (an entry with no translation goes to that language's news). */
  languageRoutes?: Record<string, string>;
};

/** Every `href` in a value resolved inside a language: routes written as content writes them gain its prefix. */
function withLocalizedLinks<T>(value: T, prefix: string): T {
  if (Array.isArray(value)) return value.map((item: unknown) => withLocalizedLinks(item, prefix)) as T;
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [key, key === "href" && typeof field === "string" ? localizedTarget(field, prefix) : withLocalizedLinks(field, prefix)]),
  ) as T;
}

/** A page in a language: its route and links under the language's prefix; `translated` fingerprints are for editors, not visitors. */
function inLocale(page: Page, locale: SiteLocale, contentLocale?: string): LocalizedPage {
  const sections = page.sections.map((section) => {
    const { translated: _translated, ...rest } = section as typeof section & { translated?: unknown };
    return rest as typeof section;
  });
  return withLocalizedLinks({ ...page, sections, route: localizedRoute(page.route, locale.prefix), locale: locale.code, ...(contentLocale ? { contentLocale } : {}) }, locale.prefix);
}

export interface Translation {
  site: Site;
  pages: Page[];
  /**
   * Routes of pages whose translation has texts not yet translated: until each is, the
   * address shows the English page, as for a page with no translation, so a visitor never
   * reads a page half in one language and half in the other.
   */
  incomplete?: ReadonlySet<string>;
}

export interface LocalizedContent {
  /** Every page of every language: the default language's first, as content/pages lists them, then each translation's. */
  pages: LocalizedPage[];
  /** Each other language's site settings, links resolved inside it. */
  sites: Record<string, Site>;
}

/** Each declared language's pages and site; a translation missing a page, or not complete, shows the English one, marked with contentLocale. */
export function localizeContent(site: Site, pages: readonly Page[], translations: Readonly<Record<string, Translation>>): LocalizedContent {
  const [main, ...others] = siteLocales(site);
  const all: LocalizedPage[] = [...pages];
  const sites: Record<string, Site> = {};
  for (const locale of others) {
    const translation = translations[locale.code];
    if (!translation) continue;
    sites[locale.code] = withLocalizedLinks(translation.site, locale.prefix);
    const translatedRoutes = new Map(translation.pages.map((page) => [page.route, page]));
    for (const page of pages) {
      const translated = translation.incomplete?.has(page.route) ? undefined : translatedRoutes.get(page.route);
      all.push(translated ? inLocale(translated, locale) : inLocale(page, locale, main!.code));
    }
  }
  return { pages: all, sites };
}
