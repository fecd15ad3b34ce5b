import type { HeadingAt } from "../../blocks/block-meta.ts";
import { blockMetas } from "../../blocks/metas.ts";
import type { Section } from "../../blocks/schemas.ts";

/** The headings of one section, from its block's meta.ts, with paths from the page root. */
export function sectionOutline(section: Section, index: number): HeadingAt[] {
  const outline = blockMetas[section.type].outline as (block: Section) => HeadingAt[];
  return outline(section).map((heading) => ({ ...heading, path: ["sections", index, ...heading.path] }));
}
