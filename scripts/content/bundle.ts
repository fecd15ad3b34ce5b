import { homeRoute, isBundledWithApp, notFoundRoute } from "../../src/content/route-roles.ts";
import type { LocalizedPage } from "../../src/content/localize.ts";
import type { PageEntry, RuntimePage, SiteBundle, SiteContent } from "../../src/content/site-content.ts";
import { siteLocales } from "../../src/content/site-locales.ts";
import type { Site } from "../../src/content/site.ts";
import { pageIcons } from "./icons.ts";

/** The virtual module id of one page's content, e.g. `virtual:site-page/about`, `virtual:site-page/ar_about`. */
export const pageModulePrefix = "virtual:site-page/";
/** The virtual module id of another language's site settings, e.g. `virtual:site-locale/ar`. */
export const localeModulePrefix = "virtual:site-locale/";

export function toRuntimePage(page: LocalizedPage): RuntimePage {
  return { ...page, icons: pageIcons(page) };
}

/** A module-safe name for a route: "/" -> "home", "/our-team" -> "our-team", "/ar" -> "ar", "/ar/about" -> "ar_about", "/ar/*" -> "ar_not-found". */
export function pageModuleName(route: string): string {
  if (route === homeRoute) return "home";
  if (route === notFoundRoute) return "not-found";
  return route.slice(1).replace(/\*$/, "not-found").replace(/\//g, "_");
}

/** The site settings visitors' pages use: the studio's settings are the studio's alone, and no page carries them. */
export function publicSite({ studio: _studio, ...site }: Site): Site {
  return site;
}

/** What the entry says of a page besides its content: route, language, and the language of its words when not its own. */
function entryFacts(page: LocalizedPage): Omit<PageEntry, "page" | "load"> {
  return { route: page.route, ...(page.locale ? { locale: page.locale } : {}), ...(page.contentLocale ? { contentLocale: page.contentLocale } : {}) };
}

/** Every page and language inline: for tests and the dev server, where splitting buys nothing. */
export function inlineBundle(content: SiteContent): SiteBundle {
  return {
    site: publicSite(content.site),
    locales: siteLocales(content.site),
    sites: Object.fromEntries(Object.entries(content.sites ?? {}).map(([code, site]) => [code, { site: publicSite(site) }])),
    pages: content.pages.map((page) => ({ ...entryFacts(page), page: toRuntimePage(page) })),
    builtYear: new Date().getFullYear(),
  };
}

/**
 * The source of `virtual:site-content`. With `split`, pages other than the default
 * language's home and not-found become `import()`s, and so does each other language's
 * site settings, so each page's content (and its icons) ships with its first visit
 * instead of with the home page, and English pages carry no other language's words.
 */
export function siteModuleSource(content: SiteContent, split: boolean): string {
  const entries = content.pages.map((page) => {
    const facts = JSON.stringify(entryFacts(page)).slice(0, -1);
    if (!split || (isBundledWithApp(page.route) && !page.locale)) return `${facts}, page: ${JSON.stringify(toRuntimePage(page))} }`;
    const id = JSON.stringify(pageModulePrefix + pageModuleName(page.route));
    return `${facts}, load: () => import(${id}).then((module) => module.default) }`;
  });
  const sites = Object.entries(content.sites ?? {}).map(([code, site]) => {
    const value = split ? `{ load: () => import(${JSON.stringify(localeModulePrefix + code)}).then((module) => module.default) }` : `{ site: ${JSON.stringify(publicSite(site))} }`;
    return `${JSON.stringify(code)}: ${value}`;
  });
  return `export default { site: ${JSON.stringify(publicSite(content.site))}, locales: ${JSON.stringify(siteLocales(content.site))}, sites: { ${sites.join(", ")} }, builtYear: ${new Date().getFullYear()}, pages: [\n${entries.join(",\n")}\n] };\n`;
}

/** The source of one page's module, or undefined if no page has that name. */
export function pageModuleSource(content: SiteContent, name: string): string | undefined {
  const page = content.pages.find((candidate) => pageModuleName(candidate.route) === name);
  return page && `export default ${JSON.stringify(toRuntimePage(page))};\n`;
}

/** The source of another language's site settings module, or undefined if the site has no such language. */
export function localeModuleSource(content: SiteContent, code: string): string | undefined {
  const site = content.sites?.[code];
  return site && `export default ${JSON.stringify(publicSite(site))};\n`;
}
