import type { ComponentType } from "react";
import { Cards } from "./Cards/Cards.tsx";
import { Cta } from "./Cta/Cta.tsx";
import { Hero } from "./Hero/Hero.tsx";
import type { BlockOf, BlockType } from "./schemas.ts";

/** Every block type must have a component: a schema without one fails tsc here. */
export type BlockRegistry = { [Type in BlockType]: ComponentType<{ block: BlockOf<Type> }> };

export const registry = {
  cards: Cards,
  cta: Cta,
  hero: Hero,
} satisfies BlockRegistry;
