import { createContext, useCallback, useContext, type ReactNode } from "react";
import type { SiteBundle } from "../content/site-content.ts";
import { localeOfRoute } from "../content/site-locales.ts";
import { splitLocation } from "../lib/hash-route.ts";
import { bundledPage, loadLocale, routeEntry } from "./locale-loader.ts";
import { knownFetchedEntry, useFetchedPages } from "./fetched-pages.ts";
import { loadPage, prefetchPage } from "./page-loader.ts";
import { SectionRendererContext } from "../render/sections/renderer.ts";

const PagesContext = createContext<Pick<SiteBundle, "sites" | "locales">>({ sites: {}, locales: [] });

export function PagesProvider({ bundle, children }: { bundle: Pick<SiteBundle, "sites" | "locales">; children: ReactNode }) {
  return <PagesContext.Provider value={bundle}>{children}</PagesContext.Provider>;
}

/** Returns a function that starts loading the page behind an internal link, with its language's header and footer. */
export function usePrefetch(): (target: string) => void {
  const { sites, locales } = useContext(PagesContext);
  const renderer = useContext(SectionRendererContext);
  return useCallback(
    (target: string) => {
      const { route } = splitLocation(target);
      const entry = locales.length > 0 ? sites[localeOfRoute(route, locales).code] : undefined;
      if (!entry) return;
      loadLocale(entry)
        .then(async (bundle) => {
          const entry = routeEntry(bundle, route);
          prefetchPage(entry);
          // And what its sections need (the published site: its static sections' file, its islands' code).
          if (entry && renderer) renderer.prepare(await loadPage(entry));
        })
        .catch(() => undefined);
    },
    [sites, locales, renderer],
  );
}

/** Where the language switch goes from `route`, by language code, when its page says (a news entry); undefined for the same route. */
export function useLanguageRoutes(route: string): Record<string, string> | undefined {
  const { sites, locales } = useContext(PagesContext);
  // A fetched page's routes arrive with its data: redrawn then.
  useFetchedPages();
  if (locales.length === 0) return undefined;
  const bundle = sites[localeOfRoute(route, locales).code]?.bundle;
  return ((bundle && bundledPage(bundle, route)) ?? knownFetchedEntry(route))?.languageRoutes;
}
