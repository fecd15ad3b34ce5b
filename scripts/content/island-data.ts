import { createHash } from "node:crypto";
import { blockMetas, staticBlockTypes } from "../../src/blocks/metas.ts";
import type { LocalizedPage } from "../../src/content/localize.ts";
import { staticSectionsFile } from "../../src/content/page-files.ts";
import type { SiteContent } from "../../src/content/site-content.ts";

const isStatic = (section: { type: keyof typeof blockMetas }) => blockMetas[section.type].hydration === "static";

/**
 * The file of a page's static sections (page-files.ts), named by a digest of the page as
 * validated: the prerender writes it under this name and the browser's data names it, both
 * from the same content. Undefined for a page with no static section.
 */
export function staticSectionsFileOf(page: LocalizedPage): string | undefined {
  if (!page.sections.some(isStatic)) return undefined;
  return staticSectionsFile(page.route, createHash("sha256").update(JSON.stringify(page)).digest("hex").slice(0, 8));
}

/**
 * The content as the published site's browser needs it: a static section is drawn from its
 * prerendered HTML and never by its component there (src/islands/island-renderer.tsx),
 * so only its type travels, to frame it, with the name of the file holding its HTML; its
 * fields, words and icons stay in the build. `validated`: the content as validated, before
 * the browser's own preparation, which names each page's file as the prerender does.
 * The prerender and the dev server keep every field.
 */
export function withoutStaticSectionData(site: SiteContent, validated: SiteContent = site): SiteContent {
  const fileOf = new Map(validated.pages.map((page) => [page.route, staticSectionsFileOf(page)]));
  return {
    ...site,
    pages: site.pages.map((page) => {
      const file = fileOf.get(page.route);
      const sections = page.sections.map((section) => (isStatic(section) ? ({ type: section.type } as typeof section) : section));
      return { ...page, sections, ...(file ? { staticSections: file } : {}) };
    }),
  };
}

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
