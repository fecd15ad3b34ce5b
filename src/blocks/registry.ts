import type { ComponentType } from "react";
import { Cards } from "./Cards/Cards.tsx";
import { Cta } from "./Cta/Cta.tsx";
import { Hero } from "./Hero/Hero.tsx";
import { lazyBlock, type LazyBlock } from "./lazy-block.ts";
import type { LazyBlockType } from "./metas.ts";
import type { BlockOf, BlockType } from "./schemas.ts";
import { Stats } from "./Stats/Stats.tsx";
import { Text } from "./Text/Text.tsx";

type BlockProps<Type extends BlockType> = { block: BlockOf<Type> };

/** A component bundled with the app: imported statically, never wrapped by lazyBlock. */
type BundledBlock<Props> = ComponentType<Props> & { preload?: never };

/**
 * Every block type must have a component, lazy exactly when its meta.ts says so: a
 * schema without a component, or a registry line that disagrees with the meta, fails tsc.
 */
export type BlockRegistry = { [Type in BlockType]: Type extends LazyBlockType ? LazyBlock<BlockProps<Type>> : BundledBlock<BlockProps<Type>> };

/**
 * Written out by hand rather than generated from the metas: code splitting needs each
 * lazy block's `import()` with a literal path and each bundled one's static import, and
 * a line a block reads as plainly as the registries it copies. The type above ties each
 * line to its block's `lazy` flag, a test checks the same at run time, and the size
 * budget weighs what the home page ends up loading.
 */
export const registry = {
  article: lazyBlock(() => import("./Article/Article.tsx").then((module) => module.Article)),
  auth: lazyBlock(() => import("./Auth/Auth.tsx").then((module) => module.Auth)),
  cards: Cards,
  cta: Cta,
  faq: lazyBlock(() => import("./Faq/Faq.tsx").then((module) => module.Faq)),
  form: lazyBlock(() => import("./Form/Form.tsx").then((module) => module.Form)),
  hero: Hero,
  latest: lazyBlock(() => import("./Latest/Latest.tsx").then((module) => module.Latest)),
  listing: lazyBlock(() => import("./Listing/Listing.tsx").then((module) => module.Listing)),
  media: lazyBlock(() => import("./Media/Media.tsx").then((module) => module.Media)),
  prose: lazyBlock(() => import("./Prose/Prose.tsx").then((module) => module.Prose)),
  search: lazyBlock(() => import("./Search/Search.tsx").then((module) => module.Search)),
  stats: Stats,
  table: lazyBlock(() => import("./Table/Table.tsx").then((module) => module.Table)),
  testimonials: lazyBlock(() => import("./Testimonials/Testimonials.tsx").then((module) => module.Testimonials)),
  text: Text,
} satisfies BlockRegistry;
