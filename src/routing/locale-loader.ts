import { use } from "react";
import type { LocaleBundle, LocaleEntry, PageEntry, SiteBundle } from "../content/site-content.ts";
import { newsRoute } from "../content/news/addresses.ts";

const loading = new WeakMap<LocaleEntry, Promise<LocaleBundle>>();

/** Another language's site settings and pages, loading them on first use; kept per entry so React's `use` sees one promise. */
export function loadLocale(entry: LocaleEntry): Promise<LocaleBundle> {
  if (entry.bundle) return Promise.resolve(entry.bundle);
  let promise = loading.get(entry);
  if (!promise) {
    promise = entry.load!().then((bundle) => {
      // Read directly from here on, so a render after it has arrived never suspends again.
      entry.bundle = bundle;
      return bundle;
    });
    loading.set(entry, promise);
  }
  return promise;
}

/** The site settings and pages of a language, suspending while its module loads. */
export function useLocaleBundle(bundle: SiteBundle, code: string): LocaleBundle {
  const entry = bundle.sites[code]!;
  return entry.bundle ?? use(loadLocale(entry));
}

const loadingNews = new WeakMap<LocaleBundle, Promise<PageEntry[]>>();

/** A language's news table, loading it on first use; kept per bundle so React's `use` sees one promise. */
export function loadNewsPages(bundle: LocaleBundle): Promise<PageEntry[]> {
  if (bundle.newsPages || !bundle.news) return Promise.resolve(bundle.newsPages ?? []);
  let promise = loadingNews.get(bundle);
  if (!promise) {
    promise = bundle.news().then((pages) => {
      bundle.newsPages = pages;
      return pages;
    });
    loadingNews.set(bundle, promise);
  }
  return promise;
}

/** Whether a route (in its language's form) is one of the news's addresses, whose pages come from the news table. */
export function isNewsRoute(route: string, prefix: string): boolean {
  const news = `${prefix}${newsRoute}`;
  return route === news || route.startsWith(`${news}/`);
}

/** The pages a route may be among: the language's, and on a news address its news table too (suspending while it loads). */
export function useRoutePages(bundle: LocaleBundle, route: string, prefix: string): PageEntry[] {
  if (!bundle.news || !isNewsRoute(route, prefix)) return bundle.pages;
  const news = bundle.newsPages ?? use(loadNewsPages(bundle));
  return [...bundle.pages, ...news];
}
