import type { ComponentType } from "react";
import { Cards } from "./Cards/Cards.tsx";
import { Cta } from "./Cta/Cta.tsx";
import { Hero } from "./Hero/Hero.tsx";
import { lazyBlock } from "./lazy-block.ts";
import type { BlockOf, BlockType } from "./schemas.ts";
import { Stats } from "./Stats/Stats.tsx";
import { Text } from "./Text/Text.tsx";

/** Every block type must have a component: a schema without one fails tsc here. */
export type BlockRegistry = { [Type in BlockType]: ComponentType<{ block: BlockOf<Type> }> };

/**
 * Blocks the home page shows are bundled with the app; the rest load with the
 * first page that uses them. The size budget keeps the home route honest.
 */
export const registry = {
  auth: lazyBlock(() => import("./Auth/Auth.tsx").then((module) => module.Auth)),
  cards: Cards,
  cta: Cta,
  faq: lazyBlock(() => import("./Faq/Faq.tsx").then((module) => module.Faq)),
  form: lazyBlock(() => import("./Form/Form.tsx").then((module) => module.Form)),
  hero: Hero,
  media: lazyBlock(() => import("./Media/Media.tsx").then((module) => module.Media)),
  stats: Stats,
  table: lazyBlock(() => import("./Table/Table.tsx").then((module) => module.Table)),
  testimonials: lazyBlock(() => import("./Testimonials/Testimonials.tsx").then((module) => module.Testimonials)),
  text: Text,
} satisfies BlockRegistry;
