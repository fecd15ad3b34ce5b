import type { PageEntry, RuntimePage } from "../content/site-content.ts";

const loading = new WeakMap<PageEntry, Promise<RuntimePage>>();

/**
 * The page's content, loading it on first use. The promise is kept per entry,
 * failed or not, so React's `use` sees the same one on every render; a new
 * promise on each render would retry in a tight loop while offline.
 */
export function loadPage(entry: PageEntry): Promise<RuntimePage> {
  if (entry.page) return Promise.resolve(entry.page);
  let promise = loading.get(entry);
  if (!promise) {
    promise = entry.load!();
    loading.set(entry, promise);
  }
  return promise;
}

/** Starts loading a page the visitor is likely to open next (hover, focus, touch). */
export function prefetchPage(entry: PageEntry | undefined): void {
  if (entry && !entry.page) loadPage(entry).catch(() => undefined);
}
