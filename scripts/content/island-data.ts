import { blockMetas, staticBlockTypes } from "../../src/blocks/metas.ts";
import type { LocalizedPage } from "../../src/content/localize.ts";
import { bundledSectionsFile } from "../../src/content/page-files.ts";
import { isBundledWithApp, isNotFoundRoute } from "../../src/content/route-roles.ts";
import { siteLocales } from "../../src/content/site-locales.ts";
import { unlocalizedRoute } from "../../src/lib/hash-route.ts";
import type { SiteContent } from "../../src/content/site-content.ts";

const isStatic = (section: { type: keyof typeof blockMetas }) => blockMetas[section.type].hydration === "static";

/**
 * Whether a page is bundled with the app in its language (home, not-found): its data is built
 * before the pages are drawn, so its static sections are a file named by its route
 * (page-files.ts bundledSectionsFile); every other page's travel inline in its data file.
 */
export function isBundledPage(content: SiteContent, page: LocalizedPage): boolean {
  const prefix = siteLocales(content.site).find((locale) => locale.code === page.locale)?.prefix ?? "";
  return isNotFoundRoute(page.route) || isBundledWithApp(unlocalizedRoute(page.route, prefix));
}

/** Whether a page has a section drawn from its prerendered HTML alone. */
export const hasStaticSections = (page: LocalizedPage): boolean => page.sections.some(isStatic);

/**
 * The content as the published site's browser needs it: a static section is drawn from its
 * prerendered HTML and never by its component there (src/islands/island-renderer.tsx),
 * so only its type travels, to frame it; its fields, words and icons stay in the build. A page
 * bundled with the app names the file of its sections' HTML; the prerender puts every other
 * page's in its data file. The prerender keeps every field. `sectionsFile`: where a page's
 * sections are, when not in its data (the dev server names a file for every page, devSectionsFile).
 */
export function withoutStaticSectionData(site: SiteContent, sectionsFile = (page: LocalizedPage) => (isBundledPage(site, page) ? bundledSectionsFile(page.route) : undefined)): SiteContent {
  return {
    ...site,
    pages: site.pages.map((page) => {
      const file = hasStaticSections(page) ? sectionsFile(page) : undefined;
      const sections = page.sections.map((section) => (isStatic(section) ? ({ type: section.type } as typeof section) : section));
      return { ...page, sections, ...(file ? { staticSections: file } : {}) };
    }),
  };
}

/** The name of the dev server's plugin that draws pages as the build does (dev-documents.ts): with it, the browser gets what the published site's does. */
export const devDocumentsPluginName = "dev-documents";
/** The dev server's environment that draws the site's pages (dev-documents.ts). */
export const devSiteEnvironment = "site_prerender";

/**
 * Where the dev server answers a page's static sections, drawn on demand by the same render as
 * the build's (scripts/prerender/dev-documents.ts): the build's name for a bundled page's file,
 * for every page, with the content's `version`, so a saved file brings the sections anew.
 */
export const devSectionsFile = (page: LocalizedPage, version: number): string => `${bundledSectionsFile(page.route)}?v=${version}`;

/** The folders of static blocks' components, as module ids end with them: `/src/blocks/Cards/`. */
const staticBlockFolders = staticBlockTypes().map((type) => `/src/blocks/${blockMetas[type].component.split("/")[0]}/`);

/**
 * The modules among `moduleIds` (a chunk's) that belong to a static block's component: none may
 * reach the published site's browser bundle. Its meta, Node-safe facts and no code to draw, may.
 */
export function staticBlockModules(moduleIds: readonly string[]): string[] {
  return moduleIds
    .map((id) => id.split("\\").join("/"))
    .filter((id) => staticBlockFolders.some((folder) => id.includes(folder)) && !id.endsWith("/meta.ts"))
    .map((id) => id.slice(id.indexOf("/src/blocks/") + 1));
}
