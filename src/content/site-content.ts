import type { Collection, CollectionWords } from "./collections/declaration.ts";
import type { EntryMatter } from "./collections/entry-schema.ts";
import type { LocalizedPage } from "./localize.ts";
import type { StaticSectionsFile } from "./page-files.ts";
import type { Site } from "./site.ts";
import type { SiteLocale } from "./site-locales.ts";
import type { Words } from "./words.ts";

/** What the content build hands to the browser: validated, plain data. */
export interface SiteContent {
  /** The default language's site settings. */
  site: Site;
  /** Every page of every language (localize.ts): the default language's first, at their own routes; each translation's under its prefix (`/ar/about`). */
  pages: LocalizedPage[];
  /** Each other language's site settings, by language code. */
  sites?: Record<string, Site>;
  /** The collections' declarations, for the build's feeds, calendars and structured data; never sent to a browser. */
  collections?: readonly Collection[];
  /** Each other language's words for each collection, by language code then collection name. */
  collectionWords?: Readonly<Record<string, Readonly<Record<string, CollectionWords>>>>;
  /** Every entry the site shows, with its front matter, for the build's feeds, calendars and structured data; never sent to a browser. */
  collectionEntries?: readonly PublishedEntry[];
}

/** An entry the site shows, as the build reads it: its page's route, its collection and its front matter. */
export interface PublishedEntry {
  /** Its page's route in its language (`/ar/news/…`). */
  route: string;
  collection: string;
  /** Its language code; left out for the default language. */
  locale?: string;
  state: "live" | "draft" | "scheduled" | "closed";
  matter: EntryMatter;
}

/** One shape of an icon drawing: an SVG element name and its attributes. */
export type IconShape = [tag: string, attributes: Record<string, string>];

/**
 * A page as the browser receives it: its content plus the drawings of the icons it names,
 * and the engine's words its blocks that load on demand show (a form's states and errors).
 */
export type RuntimePage = LocalizedPage & {
  icons: Record<string, IconShape[]>;
  words?: Partial<Words>;
  /**
   * The published site's browser only, for a page with static sections: their HTML and CSS,
   * inline in a page's data file, or for a page bundled with the app the file that holds them
   * (`sections/home.json`: page-files.ts).
   */
  staticSections?: string | StaticSectionsFile;
};

/**
 * A route of the built site. Each language's home and not-found pages come with its
 * module; in a production build the others are fetched with their first visit, from a file
 * whose address the route gives (page-files.ts pageDataFile).
 */
export interface PageEntry {
  route: string;
  /** The page's language code; left out for the default language. */
  locale?: string;
  /** The language its words are in, when not its own (a page not yet translated): `<main>` says so. */
  contentLocale?: string;
  /** Where the language switch goes from this page, by language code, when not to the same route there. */
  languageRoutes?: Record<string, string>;
  page?: RuntimePage;
  load?: () => Promise<RuntimePage>;
}

/** A language's site settings and pages, as its own module holds them. */
export interface LocaleBundle {
  site: Site;
  /** Its pages: every one (tests, the dev server), or its home and not-found page alone (a production build). */
  pages: PageEntry[];
  /** A production build: a route not in `pages` is fetched from its page data file; without it, such a route is not found. */
  fetchesPages?: boolean;
}

/** A language: with the app (tests, the dev server), or loaded with its first page (preloaded beside the app). */
export interface LocaleEntry {
  bundle?: LocaleBundle;
  load?: () => Promise<LocaleBundle>;
}

/**
 * The content module the browser imports: the languages, and each one's site settings and
 * pages as a module of its own, so the app's code carries no language's words and a page
 * in one language loads nothing of another's.
 */
export interface SiteBundle {
  /** The site's languages, the default first. */
  locales: SiteLocale[];
  /** Each language's site settings and pages, by language code. */
  sites: Record<string, LocaleEntry>;
  /** The year the site was built: prerendered HTML shows it until the app runs (the footer's copyright). */
  builtYear?: number;
}
