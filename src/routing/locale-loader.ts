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
  const index = pageIndex(bundle.pages);
  const bundled = index.get(routeKey(route));
  if (bundled) return bundled;
  const notFound = index.get(notFoundKey);
  return bundle.fetchesPages ? fetchedEntry(route, notFound) : notFound;
}

/** The page at exactly `route` among a language's bundled pages. */
export function bundledPage(bundle: LocaleBundle, route: string): PageEntry | undefined {
  return pageIndex(bundle.pages).get(exactKey + route);
}

// One map holds a language's pages three ways, so the browser's copy of this code stays small:
// by route key, by exact route (prefixed), and the not-found page (a key no route has).
const exactKey = "=";
const notFoundKey = "\0";
const pageIndexes = new WeakMap<readonly PageEntry[], Map<string, PageEntry>>();

/**
 * A language's pages by route, made once per list: the server draws every page of a site with
 * thousands of entries inline, and walking them all for each page drawn grew with their square.
 */
function pageIndex(pages: readonly PageEntry[]): Map<string, PageEntry> {
  let index = pageIndexes.get(pages);
  if (!index) {
    index = new Map();
    // The first page of each key wins, as a search through the list would find it.
    const keep = (key: string, page: PageEntry) => index!.has(key) || index!.set(key, page);
    for (const page of pages) {
      keep(exactKey + page.route, page);
      keep(isNotFoundRoute(page.route) ? notFoundKey : routeKey(page.route), page);
    }
    pageIndexes.set(pages, index);
  }
  return index;
}
