import { blockMetas } from "../../src/blocks/metas.ts";
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
