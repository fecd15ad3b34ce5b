import { isBundledWithApp } from "../../src/content/route-roles.ts";
import type { LocalizedPage } from "../../src/content/localize.ts";
import type { PageEntry, RuntimePage, SiteBundle, SiteContent } from "../../src/content/site-content.ts";
import { siteLocales } from "../../src/content/site-locales.ts";
import { unlocalizedRoute } from "../../src/lib/hash-route.ts";
import type { Site } from "../../src/content/site.ts";
import { blockWordKeys, buildOnlyWordKeys, type WordKey, type Words } from "../../src/content/words.ts";
import { pageIcons } from "./icons.ts";

/** The virtual module id of a language's module: its site settings, home and not-found page, e.g. `virtual:site-locale/ar`. */
export const localeModulePrefix = "virtual:site-locale/";

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
/** Words the build writes into the collections' pages itself (types, states, a tag's heading): no page's code reads them. */
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

/**
 * One language's module: its site settings and the pages bundled with the app (home and
 * not-found). Every other page's data is a file of its own at an address derived from its
 * route (src/content/page-files.ts), which the prerender writes and the app fetches: so this
 * module, and the build, stay the same size however many pages the site holds.
 */
function localeBundleSource(content: SiteContent, code: string): string | undefined {
  const language = languages(content).find((candidate) => candidate.code === code);
  if (!language) return undefined;
  const locales = siteLocales(content.site);
  const prefix = locales.find((locale) => locale.code === code)?.prefix ?? "";
  const bundled = language.pages.filter((page) => isBundledWithApp(unlocalizedRoute(page.route, prefix)));
  const entries = bundled.map((page) => JSON.stringify(pageEntry(content, page)));
  return `{ site: ${JSON.stringify(publicSite(language.site))}, pages: [${entries.join(",\n")}], fetchesPages: true }`;
}

/** A page with what the app needs to show it: its entry's facts and its content as the browser receives it. */
export function pageEntry(content: SiteContent, page: LocalizedPage): PageEntry & { page: RuntimePage } {
  return { ...entryFacts(page), page: toRuntimePage(page, siteOf(content, page).words) };
}

/** Every page and language inline: for tests and the dev server, where splitting buys nothing. */
export function inlineBundle(content: SiteContent): SiteBundle {
  return {
    locales: siteLocales(content.site),
    sites: Object.fromEntries(languages(content).map((language) => [language.code, { bundle: { site: publicSite(language.site), pages: language.pages.map((page) => pageEntry(content, page)) } }])),
    builtYear: new Date().getFullYear(),
  };
}

/**
 * The source of `virtual:site-content`: the languages and, with `split`, an `import()` of
 * each one's module (virtual:site-locale/en, …/ar), which the documents preload beside the
 * app; each module holds its language's site settings, home and not-found page. So no page
 * carries another language's words. Without `split` (the dev server), every page inline.
 */
export function siteModuleSource(content: SiteContent, split: boolean): string {
  if (!split) return `export default ${JSON.stringify(inlineBundle(content))};\n`;
  const sites = languages(content).map(({ code }) => `${JSON.stringify(code)}: { load: () => import(${JSON.stringify(localeModulePrefix + code)}).then((module) => module.default) }`);
  return `export default { locales: ${JSON.stringify(siteLocales(content.site))}, sites: { ${sites.join(", ")} }, builtYear: ${new Date().getFullYear()} };\n`;
}

/** The source of a language's module (virtual:site-locale/ar), or undefined if the site has no such language. */
export function localeModuleSource(content: SiteContent, code: string): string | undefined {
  const source = localeBundleSource(content, code);
  return source && `export default ${source};\n`;
}
