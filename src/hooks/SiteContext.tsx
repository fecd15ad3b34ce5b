import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { SiteLocale } from "../content/site-locales.ts";
import type { Site } from "../content/site.ts";
import type { Words } from "../content/words.ts";

interface SiteValue {
  site: Site;
  /** The language of the page shown. */
  locale: SiteLocale;
  /** Every language of the site, the default first. */
  locales: readonly SiteLocale[];
}

const SiteContext = createContext<SiteValue | null>(null);

const englishOnly: SiteLocale = { code: "en", name: "English", dir: "ltr", region: "GB", prefix: "" };

/** Makes site-wide settings (brand, contact, social links, the engine's words) in the page's language available to blocks. */
export function SiteProvider({ site, locale = englishOnly, locales, children }: { site: Site; locale?: SiteLocale; locales?: readonly SiteLocale[]; children: ReactNode }) {
  // The same value while the same settings: the studio's preview draws again at each keystroke, and every block reads this.
  const value = useMemo(() => ({ site, locale, locales: locales ?? [locale] }), [site, locale, locales]);
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

export function useSite(): Site {
  const value = useContext(SiteContext);
  if (!value) throw new Error("useSite() needs a <SiteProvider> above it");
  return value.site;
}

/** The site settings when a provider is above, for blocks that can do without them. */
export function useOptionalSite(): Site | null {
  return useContext(SiteContext)?.site ?? null;
}

const PageWordsContext = createContext<Partial<Words> | undefined>(undefined);

/** The words a page's blocks that load on demand show, which travel with the page rather than the site. */
export function PageWordsProvider({ words, children }: { words: Partial<Words> | undefined; children: ReactNode }) {
  return <PageWordsContext.Provider value={words}>{children}</PageWordsContext.Provider>;
}

/** The engine's words in the page's language (content/<language>/site.yaml, `words:`). */
export function useWords(): Words {
  const site = useSite();
  const page = useContext(PageWordsContext);
  return useMemo(() => (page ? { ...site.words, ...page } : site.words), [site.words, page]);
}

/** The page's language, and every language of the site. */
export function useLocale(): { locale: SiteLocale; locales: readonly SiteLocale[] } {
  const value = useContext(SiteContext);
  return value ? { locale: value.locale, locales: value.locales } : { locale: englishOnly, locales: [englishOnly] };
}
