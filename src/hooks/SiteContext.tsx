import { createContext, useContext, type ReactNode } from "react";
import type { Site } from "../content/site.ts";

const SiteContext = createContext<Site | null>(null);

/** Makes site-wide settings (brand, contact, social links) available to blocks. */
export function SiteProvider({ site, children }: { site: Site; children: ReactNode }) {
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error("useSite() needs a <SiteProvider> above it");
  return site;
}

/** The site settings when a provider is above, for blocks that can do without them. */
export function useOptionalSite(): Site | null {
  return useContext(SiteContext);
}
