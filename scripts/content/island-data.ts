import { blockMetas, staticBlockTypes } from "../../src/blocks/metas.ts";
import type { SiteContent } from "../../src/content/site-content.ts";

/**
 * The content as the published site's browser needs it: a static section is drawn from its
 * prerendered HTML and never by its component there (src/render/sections/island-renderer.tsx),
 * so only its type travels, to frame it; its fields, words and icons stay in the build. The
 * prerender and the dev server keep every field.
 */
export function withoutStaticSectionData(site: SiteContent): SiteContent {
  return {
    ...site,
    pages: site.pages.map((page) => ({
      ...page,
      sections: page.sections.map((section) => (blockMetas[section.type].hydration === "static" ? ({ type: section.type } as typeof section) : section)),
    })),
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
