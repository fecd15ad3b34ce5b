import { homeRoute, isBundledWithApp, notFoundRoute } from "../../src/content/route-roles.ts";
import type { Page } from "../../src/content/page.ts";
import type { RuntimePage, SiteBundle, SiteContent } from "../../src/content/site-content.ts";
import type { Site } from "../../src/content/site.ts";
import { pageIcons } from "./icons.ts";

/** The virtual module id of one page's content, e.g. `virtual:site-page/about`. */
export const pageModulePrefix = "virtual:site-page/";

export function toRuntimePage(page: Page): RuntimePage {
  return { ...page, icons: pageIcons(page) };
}

/** A module-safe name for a route: "/" -> "home", "/our-team" -> "our-team". */
export function pageModuleName(route: string): string {
  return route === homeRoute ? "home" : route === notFoundRoute ? "not-found" : route.slice(1).replace(/\//g, "_");
}

/** The site settings visitors' pages use: the studio's settings are the studio's alone, and no page carries them. */
export function publicSite({ studio: _studio, ...site }: Site): Site {
  return site;
}

/** Every page inline: for tests and the dev server, where splitting buys nothing. */
export function inlineBundle(content: SiteContent): SiteBundle {
  return { site: publicSite(content.site), pages: content.pages.map((page) => ({ route: page.route, page: toRuntimePage(page) })), builtYear: new Date().getFullYear() };
}

/**
 * The source of `virtual:site-content`. With `split`, pages other than home and
 * not-found become `import()`s, so each page's content (and its icons) ships
 * with its first visit instead of with the home page.
 */
export function siteModuleSource(content: SiteContent, split: boolean): string {
  const entries = content.pages.map((page) => {
    const route = JSON.stringify(page.route);
    if (!split || isBundledWithApp(page.route)) return `{ route: ${route}, page: ${JSON.stringify(toRuntimePage(page))} }`;
    const id = JSON.stringify(pageModulePrefix + pageModuleName(page.route));
    return `{ route: ${route}, load: () => import(${id}).then((module) => module.default) }`;
  });
  return `export default { site: ${JSON.stringify(publicSite(content.site))}, builtYear: ${new Date().getFullYear()}, pages: [\n${entries.join(",\n")}\n] };\n`;
}

/** The source of one page's module, or undefined if no page has that name. */
export function pageModuleSource(content: SiteContent, name: string): string | undefined {
  const page = content.pages.find((candidate) => pageModuleName(candidate.route) === name);
  return page && `export default ${JSON.stringify(toRuntimePage(page))};\n`;
}
