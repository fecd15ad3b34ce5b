/**
 * Site search in the browser: the language's index (dist/search-index/<code>/, written by
 * scripts/search/write-index.ts), loaded the first time a visitor opens search and never
 * before. The query is folded by the function that folded the index, so «الإعتماد»,
 * «الاعتماد» and «الاعتمـاد» ask for the same word.
 */
import type { Words } from "../content/words.ts";
import { foldForSearch } from "../lib/search-fold.ts";
import { excerptParts, type ExcerptPart } from "./excerpt.ts";

/** dist/<folder>/<code>/ (scripts/search/write-index.ts's searchIndexFolder). */
const indexFolder = "search-index";

/** What Pagefind's module offers that search uses. */
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  search(term: string | null, options?: { filters?: Record<string, string> }): Promise<PagefindResponse>;
  filters(): Promise<Record<string, Record<string, number>>>;
}
interface PagefindResponse {
  results: { id: string; data: () => Promise<PagefindData> }[];
  filters: Partial<Record<string, Record<string, number>>>;
}
interface PagefindData {
  raw_url?: string;
  url: string;
  locations: number[];
  meta: Record<string, string | undefined>;
}

/** The panel's words and the listings "no results" offers, from search.json beside the index. */
export type PanelWords = Pick<Words, "searchClear" | "searchSections" | "searchAll" | "searchCountZero" | "searchCountOne" | "searchCountTwo" | "searchCountFew" | "searchCountMany" | "searchCountOther" | "searchNothing" | "searchSearching" | "entryTags">;
export interface SearchSettings {
  words: PanelWords;
  browse: { label: string; href: string }[];
}

export interface SearchFilters {
  section?: string | undefined;
  tag?: string | undefined;
}

export interface SearchResult {
  href: string;
  title: string;
  section: string;
  date?: { iso: string; text: string } | undefined;
  excerpt: ExcerptPart[];
}

export interface SearchAnswer {
  total: number;
  /** Every section and tag the query finds, to filter by. */
  sections: string[];
  tags: string[];
  /** Loads the results from `from`, `count` of them (each result's data is a fetch of its own). */
  page: (from: number, count: number) => Promise<SearchResult[]>;
}

export interface SearchEngine {
  settings: SearchSettings;
  search: (query: string, filters: SearchFilters) => Promise<SearchAnswer>;
}

/** An address in the site, from its root (the app's address has no folder of its own). */
const fromRoot = (path: string) => new URL(path, document.baseURI).href;

async function toResult(data: PagefindData): Promise<SearchResult> {
  const { meta } = data;
  return {
    href: fromRoot(data.raw_url ?? data.url),
    title: meta.title ?? "",
    section: meta.section ?? "",
    date: meta.date ? { iso: meta.date, text: meta.dateText ?? meta.date } : undefined,
    excerpt: excerptParts((meta.text ?? "").split(" "), data.locations),
  };
}

const engines = new Map<string, Promise<SearchEngine>>();

/** The language's search, loaded once per page view: its index's code and its words. */
export function loadSearch(languageCode: string): Promise<SearchEngine> {
  const known = engines.get(languageCode);
  if (known) return known;
  const folder = `${indexFolder}/${languageCode}/`;
  const loading = (async (): Promise<SearchEngine> => {
    const [pagefind, settings] = await Promise.all([
      import(/* @vite-ignore */ fromRoot(`${folder}pagefind.js`)) as Promise<Pagefind>,
      fetch(fromRoot(`${folder}search.json`)).then((response) => {
        if (!response.ok) throw new Error(`search.json: ${response.status}`);
        return response.json() as Promise<SearchSettings>;
      }),
    ]);
    await pagefind.options({ basePath: fromRoot(folder) });
    // Filter counts come with the query only once the filters' own chunks are loaded.
    await pagefind.filters();
    return {
      settings,
      search: async (query, filters) => {
        const folded = foldForSearch(query).trim();
        const wanted = Object.fromEntries(Object.entries(filters).filter((entry): entry is [string, string] => entry[1] !== undefined));
        // The query alone says which sections and topics there are to filter by; the filters then narrow it.
        const unfiltered = await pagefind.search(folded || null);
        const response = Object.keys(wanted).length > 0 ? await pagefind.search(folded || null, { filters: wanted }) : unfiltered;
        const present = (name: string) => Object.entries(unfiltered.filters[name] ?? {}).flatMap(([value, count]) => (count > 0 ? [value] : [])).sort();
        return {
          total: response.results.length,
          sections: present("section"),
          tags: present("tag"),
          page: (from, count) => Promise.all(response.results.slice(from, from + count).map(async (result) => toResult(await result.data()))),
        };
      },
    };
  })();
  // A failed load (offline) is tried again at the next opening.
  loading.catch(() => engines.delete(languageCode));
  engines.set(languageCode, loading);
  return loading;
}
