import { isBundledWithApp } from "../../src/content/route-roles.ts";
import { pageModuleName } from "../../src/content/page-files.ts";
import type { LocalizedPage } from "../../src/content/localize.ts";
import type { PageEntry, RuntimePage, SiteBundle, SiteContent } from "../../src/content/site-content.ts";
import { siteLocales } from "../../src/content/site-locales.ts";
import { unlocalizedRoute } from "../../src/lib/hash-route.ts";
import type { Site } from "../../src/content/site.ts";
import { blockWordKeys, buildOnlyWordKeys, type WordKey, type Words } from "../../src/content/words.ts";
import { pageIcons } from "./icons.ts";

/** The virtual module id of one page's content, e.g. `virtual:site-page/about`, `virtual:site-page/ar_about`. */
export const pageModulePrefix = "virtual:site-page/";
/** The virtual module id of another language's site settings, e.g. `virtual:site-locale/ar`. */
export const localeModulePrefix = "virtual:site-locale/";
/** The virtual module id of a language's news page table, e.g. `virtual:site-news/ar`: loaded only on a news address. */
export const newsModulePrefix = "virtual:site-news/";

/** A page the build made from a collection (a news listing or entry): its table loads with the first news address, not with every page. */
const isCollectionPage = (page: LocalizedPage) => page.counterpart !== undefined;

/** The engine's words only blocks of this page that load on demand show (a form's states and errors), from its language's table. */
function pageWords(page: LocalizedPage, table: Words | undefined): Partial<Words> | undefined {
  const keys = [...new Set(page.sections.flatMap((section) => blockWordKeys[section.type] ?? []))];
  if (!table || keys.length === 0) return undefined;
  return Object.fromEntries(keys.map((key) => [key, table[key]]));
}

/** A page as the browser receives it; `table`: its language's words, of which it carries those its on-demand blocks show. */
export function toRuntimePage(page: LocalizedPage, table?: Words): RuntimePage {
  const words = pageWords(page, table);
  return { ...page, icons: pageIcons(page), ...(words ? { words } : {}) };
}

const onDemandWords = new Set<WordKey>(Object.values(blockWordKeys).flatMap((keys) => keys ?? []));
/** Words the build writes into the news's pages itself (types, states, a tag's heading): no page's code reads them. */
const buildWords = new Set<WordKey>(buildOnlyWordKeys);

/**
 * The site settings visitors' pages use: the studio's settings are the studio's alone, and
 * no page carries them; the words of blocks that load on demand travel with their pages.
 */
export function publicSite({ studio: _studio, ...site }: Site): Site {
  return { ...site, words: Object.fromEntries(Object.entries(site.words).filter(([key]) => !onDemandWords.has(key as WordKey) && !buildWords.has(key as WordKey))) as Words };
}

/** The site settings a page is shown with: its language's. */
const siteOf = (content: SiteContent, page: LocalizedPage): Site => (page.locale && content.sites?.[page.locale]) || content.site;

/** What the entry says of a page besides its content: route, language, and the language of its words when not its own. */
function entryFacts(page: LocalizedPage): Omit<PageEntry, "page" | "load"> {
  return {
    route: page.route,
    ...(page.locale ? { locale: page.locale } : {}),
    ...(page.contentLocale ? { contentLocale: page.contentLocale } : {}),
    ...(page.languageRoutes ? { languageRoutes: page.languageRoutes } : {}),
  };
}

/** The pages of one language: the default's (`code` undefined) or another's. */
const pagesIn = (content: SiteContent, code: string | undefined) => content.pages.filter((page) => page.locale === code);

/** Each language's code, its site settings and its pages. */
function languages(content: SiteContent): { code: string; site: Site; pages: LocalizedPage[] }[] {
  const [main, ...others] = siteLocales(content.site);
  return [
    { code: main!.code, site: content.site, pages: pagesIn(content, undefined) },
    ...others.flatMap((locale) => {
      const site = content.sites?.[locale.code];
      return site ? [{ code: locale.code, site, pages: pagesIn(content, locale.code) }] : [];
    }),
  ];
}

/** A page table's source: its language's home and not-found page inline, the others as `import()`s (or all inline without `split`). */
function pageEntriesSource(content: SiteContent, pages: readonly LocalizedPage[], split: boolean): string {
  const locales = siteLocales(content.site);
  const localeOf = (page: LocalizedPage) => locales.find((locale) => locale.code === page.locale) ?? locales[0]!;
  const entries = pages.map((page) => {
    const facts = JSON.stringify(entryFacts(page)).slice(0, -1);
    if (!split || isBundledWithApp(unlocalizedRoute(page.route, localeOf(page).prefix))) return `${facts}, page: ${JSON.stringify(toRuntimePage(page, siteOf(content, page).words))} }`;
    const id = JSON.stringify(pageModulePrefix + pageModuleName(page.route));
    return `${facts}, load: () => import(${id}).then((module) => module.default) }`;
  });
  return `[\n${entries.join(",\n")}\n]`;
}

/**
 * One language's module: its site settings and page table. Split, the news's pages are a
 * table of their own (newsModuleSource), so the module every page loads stays the same size
 * however many entries the news holds.
 */
function localeBundleSource(content: SiteContent, code: string, split: boolean): string | undefined {
  const language = languages(content).find((candidate) => candidate.code === code);
  if (!language) return undefined;
  const pages = split ? language.pages.filter((page) => !isCollectionPage(page)) : language.pages;
  const news = split && language.pages.some(isCollectionPage) ? `, news: () => import(${JSON.stringify(newsModulePrefix + code)}).then((module) => module.default)` : "";
  return `{ site: ${JSON.stringify(publicSite(language.site))}, pages: ${pageEntriesSource(content, pages, split)}${news} }`;
}

/** The source of a language's news page table (virtual:site-news/ar), or undefined if it has none. */
export function newsModuleSource(content: SiteContent, code: string): string | undefined {
  const language = languages(content).find((candidate) => candidate.code === code);
  const pages = language?.pages.filter(isCollectionPage) ?? [];
  return pages.length > 0 ? `export default ${pageEntriesSource(content, pages, true)};\n` : undefined;
}

/** Every page and language inline: for tests and the dev server, where splitting buys nothing. */
export function inlineBundle(content: SiteContent): SiteBundle {
  const inline = (page: LocalizedPage) => ({ ...entryFacts(page), page: toRuntimePage(page, siteOf(content, page).words) });
  return {
    locales: siteLocales(content.site),
    sites: Object.fromEntries(languages(content).map((language) => [language.code, { bundle: { site: publicSite(language.site), pages: language.pages.map(inline) } }])),
    builtYear: new Date().getFullYear(),
  };
}

/**
 * The source of `virtual:site-content`: the languages and, with `split`, an `import()` of
 * each one's module (virtual:site-locale/en, …/ar), which the documents preload beside the
 * app; each module holds its language's site settings, home and not-found page, and
 * `import()`s of its other pages. So each page's content (and its icons) ships with its
 * first visit, and no page carries another language's words. Without `split`, all inline.
 */
export function siteModuleSource(content: SiteContent, split: boolean): string {
  const sites = languages(content).map(({ code }) => {
    const value = split ? `{ load: () => import(${JSON.stringify(localeModulePrefix + code)}).then((module) => module.default) }` : `{ bundle: ${localeBundleSource(content, code, false)} }`;
    return `${JSON.stringify(code)}: ${value}`;
  });
  return `export default { locales: ${JSON.stringify(siteLocales(content.site))}, sites: { ${sites.join(", ")} }, builtYear: ${new Date().getFullYear()} };\n`;
}

/** The source of one page's module, or undefined if no page has that name. */
export function pageModuleSource(content: SiteContent, name: string): string | undefined {
  const page = content.pages.find((candidate) => pageModuleName(candidate.route) === name);
  return page && `export default ${JSON.stringify(toRuntimePage(page, siteOf(content, page).words))};\n`;
}

/** The source of a language's module (virtual:site-locale/ar), or undefined if the site has no such language. */
export function localeModuleSource(content: SiteContent, code: string): string | undefined {
  const source = localeBundleSource(content, code, true);
  return source && `export default ${source};\n`;
}
