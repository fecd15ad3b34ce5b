import type { LocalizedPage } from "./localize.ts";
import type { Site } from "./site.ts";
import type { SiteLocale } from "./site-locales.ts";

/** What the content build hands to the browser: validated, plain data. */
export interface SiteContent {
  /** The default language's site settings. */
  site: Site;
  /** Every page of every language (localize.ts): the default language's first, at their own routes; each translation's under its prefix (`/ar/about`). */
  pages: LocalizedPage[];
  /** Each other language's site settings, by language code. */
  sites?: Record<string, Site>;
}

/** One shape of an icon drawing: an SVG element name and its attributes. */
export type IconShape = [tag: string, attributes: Record<string, string>];

/** A page as the browser receives it: its content plus the drawings of the icons it names. */
export type RuntimePage = LocalizedPage & { icons: Record<string, IconShape[]> };

/**
 * A route of the built site. The default language's home and not-found pages come with
 * the app; the others load with their first visit.
 */
export interface PageEntry {
  route: string;
  /** The page's language code; left out for the default language. */
  locale?: string;
  /** The language its words are in, when not its own (a page not yet translated): `<main>` says so. */
  contentLocale?: string;
  page?: RuntimePage;
  load?: () => Promise<RuntimePage>;
}

/** Another language's site settings: with the app (tests, the dev server) or loaded on its first page. */
export interface SiteEntry {
  site?: Site;
  load?: () => Promise<Site>;
}

/** The content module the browser imports. */
export interface SiteBundle {
  site: Site;
  /** The site's languages, the default first. */
  locales: SiteLocale[];
  /** Each other language's site settings, by language code. */
  sites: Record<string, SiteEntry>;
  pages: PageEntry[];
  /** The year the site was built: prerendered HTML shows it until the app runs (the footer's copyright). */
  builtYear?: number;
}
