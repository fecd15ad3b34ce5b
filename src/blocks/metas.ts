import { articleMeta } from "./Article/meta.ts";
import { authMeta } from "./Auth/meta.ts";
import type { BlockMeta } from "./block-meta.ts";
import { cardsMeta } from "./Cards/meta.ts";
import { ctaMeta } from "./Cta/meta.ts";
import { faqMeta } from "./Faq/meta.ts";
import { formMeta } from "./Form/meta.ts";
import { heroMeta } from "./Hero/meta.ts";
import { latestMeta } from "./Latest/meta.ts";
import { listingMeta } from "./Listing/meta.ts";
import { mediaMeta } from "./Media/meta.ts";
import { proseMeta } from "./Prose/meta.ts";
import type { BlockOf, BlockType, Section } from "./schemas.ts";
import { searchMeta } from "./Search/meta.ts";
import { statsMeta } from "./Stats/meta.ts";
import { tableMeta } from "./Table/meta.ts";
import { testimonialsMeta } from "./Testimonials/meta.ts";
import { textMeta } from "./Text/meta.ts";

/**
 * Every block's meta, keyed by its `type:`: a block without one fails tsc here. The
 * registry, the heading lint, the first-paint rules, the editor's JSON Schema and the
 * prerender's route modules all read their block facts from this map. Node-safe.
 */
export const blockMetas = {
  article: articleMeta,
  auth: authMeta,
  cards: cardsMeta,
  cta: ctaMeta,
  faq: faqMeta,
  form: formMeta,
  hero: heroMeta,
  latest: latestMeta,
  listing: listingMeta,
  media: mediaMeta,
  prose: proseMeta,
  search: searchMeta,
  stats: statsMeta,
  table: tableMeta,
  testimonials: testimonialsMeta,
  text: textMeta,
} satisfies { [Type in BlockType]: BlockMeta<Type> };

type Metas = typeof blockMetas;

/** The block types whose meta says `lazy: true`, as a type: the registry's shape follows it. */
export type LazyBlockType = { [Type in BlockType]: Metas[Type]["lazy"] extends true ? Type : never }[BlockType];

/**
 * The blocks that may paint first, as a type: code that handles the first paint's
 * picture must handle each of them, so marking another block fails tsc there until it does.
 */
export type FirstPaintBlock = BlockOf<{ [Type in BlockType]: Metas[Type]["paintsFirst"] extends true ? Type : never }[BlockType]>;

/** The block types whose meta says `hydration: "static"`, as a type. */
export type StaticBlockType = { [Type in BlockType]: Metas[Type]["hydration"] extends "static" ? Type : never }[BlockType];

/** The block types nothing in which changes after the first paint (meta.ts `hydration: "static"`). */
export function staticBlockTypes(): BlockType[] {
  return (Object.keys(blockMetas) as BlockType[]).filter((type) => blockMetas[type].hydration === "static");
}

/** Whether the section is a block that may paint first (the hero). */
export function paintsFirst(section: Section): section is FirstPaintBlock {
  return blockMetas[section.type].paintsFirst;
}

/** The block types that may paint first; a page has one at most. */
export function firstPaintTypes(): BlockType[] {
  return (Object.keys(blockMetas) as BlockType[]).filter((type) => blockMetas[type].paintsFirst);
}
