/**
 * The pages a production build does not bundle with the app: each one's data is a file the
 * prerender writes at an address its route gives (`about/page.json`: page-files.ts), fetched
 * on the first visit to that route. No table lists them, so the app's code is the same size
 * however many pages the site holds; an address no file answers is the not-found page.
 */
import { useEffect, useState } from "react";
import { pageDataFile } from "../content/page-files.ts";
import type { PageEntry, RuntimePage } from "../content/site-content.ts";
import { routeKey } from "./route-key.ts";
import { readable, type ReadablePromise } from "./readable-promise.ts";

/** What a page data file holds: the page's entry with its content. */
export type PageData = PageEntry & { page: RuntimePage };

/** Each fetched route's entry, by its key: one object per route, so its load is started once. */
const entries = new Map<string, PageEntry>();
const listeners = new Set<() => void>();
/** Counts the data files arrived, so a component showing an entry's facts redraws when they come. */
let arrived = 0;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The page's data, or undefined when no such page exists (no file, or a host answering with a page of its own). A network failure rejects. */
async function fetchPageData(key: string): Promise<PageData | undefined> {
  const response = await fetch(`./${pageDataFile(key)}`);
  if (!response.ok) return undefined;
  try {
    return (await response.json()) as PageData;
  } catch {
    return undefined;
  }
}

/**
 * The entry of a route the language's bundle does not hold. Its `load` gives the page, or
 * `notFound`'s when no page has that address; once the data is here the entry also carries
 * its facts (the language of its words, where the language switch goes).
 */
export function fetchedEntry(route: string, notFound: PageEntry | undefined): PageEntry {
  const key = routeKey(route);
  let entry = entries.get(key);
  if (!entry) {
    const created: PageEntry = {
      route: key,
      load: () =>
        fetchPageData(key).then((data) => {
          if (!data) {
            if (!notFound) throw new Error(`No page at ${key}, and no not-found page to show.`);
            return notFound.page ?? notFound.load!();
          }
          const { page, ...facts } = data;
          Object.assign(created, facts, { route: key });
          arrived += 1;
          listeners.forEach((listener) => listener());
          return page;
        }),
    };
    entries.set(key, (entry = created));
  }
  return entry;
}

/** The fetched entry of a route, if the app has asked for it. */
export function knownFetchedEntry(route: string): PageEntry | undefined {
  return entries.get(routeKey(route));
}

/**
 * Redraws the caller when a page's data arrives: its facts are read from its entry. Through an
 * effect, not useSyncExternalStore: a store read while React adopts the page would make that
 * adoption synchronous, and the header's islands would wake at once instead of at their gates.
 */
export function useFetchedPages(): number {
  const [seen, setSeen] = useState(arrived);
  useEffect(() => {
    const update = () => setSeen(arrived);
    update();
    return subscribe(update);
  }, []);
  return seen;
}

const settledLoads = new WeakMap<PageEntry, ReadablePromise<unknown>>();

/**
 * The entry's load, settled either way, for `use`: while the app adopts a prerendered page
 * it waits for the page's facts, which its `<main>` carries, rather than drawing without
 * them. A failure is the page's to show (RoutePage), not this wait's.
 */
export function factsLoaded(entry: PageEntry, load: (entry: PageEntry) => Promise<unknown>): ReadablePromise<unknown> {
  let settled = settledLoads.get(entry);
  if (!settled) {
    settled = readable(load(entry).catch(() => undefined));
    settledLoads.set(entry, settled);
  }
  return settled;
}
