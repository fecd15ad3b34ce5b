import { use } from "react";
import type { LocaleBundle, LocaleEntry, PageEntry, SiteBundle } from "../content/site-content.ts";
import { fulfilled, readable, type ReadablePromise } from "./readable-promise.ts";
import { isNotFoundRoute } from "../content/route-roles.ts";
import { fetchedEntry } from "./fetched-pages.ts";
import { routeKey } from "./route-key.ts";

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

/**
 * The entry of the page at `route` in its language, not-found's when it has none: from the
 * language's bundle, or in a production build fetched from the page's data file (fetched-pages.ts).
 */
export function routeEntry(bundle: LocaleBundle, route: string): PageEntry | undefined {
  const { byKey, notFound } = pageIndex(bundle.pages);
  const bundled = byKey.get(routeKey(route));
  if (bundled) return bundled;
  return bundle.fetchesPages ? fetchedEntry(route, notFound) : notFound;
}

/** The page at exactly `route` among a language's bundled pages. */
export function bundledPage(bundle: LocaleBundle, route: string): PageEntry | undefined {
  return pageIndex(bundle.pages).byRoute.get(route);
}

interface PageIndex {
  byKey: Map<string, PageEntry>;
  byRoute: Map<string, PageEntry>;
  notFound?: PageEntry | undefined;
}
const pageIndexes = new WeakMap<readonly PageEntry[], PageIndex>();

/**
 * A language's pages by route, made once per list: the server draws every page of a site with
 * thousands of entries inline, and walking them all for each page drawn grew with their square.
 */
function pageIndex(pages: readonly PageEntry[]): PageIndex {
  let index = pageIndexes.get(pages);
  if (!index) {
    index = { byKey: new Map(), byRoute: new Map() };
    for (const page of pages) {
      if (!index.byRoute.has(page.route)) index.byRoute.set(page.route, page);
      if (isNotFoundRoute(page.route)) index.notFound ??= page;
      else if (!index.byKey.has(routeKey(page.route))) index.byKey.set(routeKey(page.route), page);
    }
    pageIndexes.set(pages, index);
  }
  return index;
}
