import { createContext, useCallback, useContext, type ReactNode } from "react";
import { loadLocaleSite } from "../app/locale-sites.ts";
import type { PageEntry, SiteEntry } from "../content/site-content.ts";
import { splitLocation } from "../lib/hash-route.ts";
import { prefetchPage } from "./page-loader.ts";

const PagesContext = createContext<{ pages: PageEntry[]; sites: Record<string, SiteEntry> }>({ pages: [], sites: {} });

export function PagesProvider({ pages, sites = {}, children }: { pages: PageEntry[]; sites?: Record<string, SiteEntry>; children: ReactNode }) {
  return <PagesContext.Provider value={{ pages, sites }}>{children}</PagesContext.Provider>;
}

/** Returns a function that starts loading the page behind an internal link, and its language's header and footer. */
export function usePrefetch(): (target: string) => void {
  const { pages, sites } = useContext(PagesContext);
  return useCallback(
    (target: string) => {
      const { route } = splitLocation(target);
      const entry = pages.find((candidate) => candidate.route === route);
      prefetchPage(entry);
      const site = entry?.locale ? sites[entry.locale] : undefined;
      if (site && !site.site) loadLocaleSite(site).catch(() => undefined);
    },
    [pages, sites],
  );
}
