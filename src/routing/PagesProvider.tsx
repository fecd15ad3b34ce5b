import { createContext, useCallback, useContext, type ReactNode } from "react";
import type { PageEntry } from "../content/site-content.ts";
import { splitLocation } from "../lib/hash-route.ts";
import { prefetchPage } from "./page-loader.ts";

const PagesContext = createContext<PageEntry[]>([]);

export function PagesProvider({ pages, children }: { pages: PageEntry[]; children: ReactNode }) {
  return <PagesContext.Provider value={pages}>{children}</PagesContext.Provider>;
}

/** Returns a function that starts loading the page behind an internal link. */
export function usePrefetch(): (target: string) => void {
  const pages = useContext(PagesContext);
  return useCallback(
    (target: string) => {
      const { route } = splitLocation(target);
      prefetchPage(pages.find((entry) => entry.route === route));
    },
    [pages],
  );
}
