import { use } from "react";
import type { LocaleBundle, LocaleEntry, PageEntry, SiteBundle } from "../content/site-content.ts";
import { fulfilled, readable, type ReadablePromise } from "./readable-promise.ts";

const loading = new WeakMap<LocaleEntry, ReadablePromise<LocaleBundle>>();

/**
 * Another language's site settings and pages, loading them on first use. One promise per
 * entry, fulfilled from the start when the bundle is at hand, so React's `use` sees the same
 * promise on every render and reads a loaded one without suspending.
 */
export function loadLocale(entry: LocaleEntry): ReadablePromise<LocaleBundle> {
  let promise = loading.get(entry);
  if (!promise) {
    promise = entry.bundle
      ? fulfilled(entry.bundle)
      : readable(
          entry.load!().then((bundle) => {
            // For code that reads the entry directly (the language switch's routes).
            entry.bundle = bundle;
            return bundle;
          }),
        );
    loading.set(entry, promise);
  }
  return promise;
}

/**
 * The site settings and pages of a language, suspending while its module loads. Always
 * through `use`, loaded or not: see readable-promise.ts for what `entry.bundle ?? use(…)`
 * did to hydration when the module arrived during it.
 */
export function useLocaleBundle(bundle: SiteBundle, code: string): LocaleBundle {
  return use(loadLocale(bundle.sites[code]!));
}

const loadingNews = new WeakMap<LocaleBundle, ReadablePromise<PageEntry[]>>();

/** A language's news table, loading it on first use; one promise per bundle, as loadLocale keeps. */
export function loadNewsPages(bundle: LocaleBundle): ReadablePromise<PageEntry[]> {
  let promise = loadingNews.get(bundle);
  if (!promise) {
    promise =
      bundle.newsPages || !bundle.news
        ? fulfilled(bundle.newsPages ?? [])
        : readable(
            bundle.news().then((pages) => {
              bundle.newsPages = pages;
              return pages;
            }),
          );
    loadingNews.set(bundle, promise);
  }
  return promise;
}

/** Whether a route's page may be in the collections' table: it is none of the language's own pages. */
export function isNewsRoute(route: string, bundle: LocaleBundle): boolean {
  return bundle.news !== undefined && !bundle.pages.some((page) => page.route === route);
}

/** The pages a route may be among: the language's, and for a route none of them has, its collections' table too (suspending while it loads). */
export function useRoutePages(bundle: LocaleBundle, route: string): PageEntry[] {
  if (!isNewsRoute(route, bundle)) return bundle.pages;
  // Always through `use`, as useLocaleBundle: the route, not the loading, decides whether it is called.
  const news = use(loadNewsPages(bundle));
  return [...bundle.pages, ...news];
}
