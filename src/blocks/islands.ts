import type { ComponentType } from "react";
import { Hero } from "./Hero/Hero.tsx";
import type { StaticBlockType } from "./metas.ts";
import type { BlockOf, BlockType } from "./schemas.ts";
import { Stats } from "./Stats/Stats.tsx";

/** The block types whose meta says `hydration: "interactive"`: the only blocks whose code reaches a visitor's browser. */
export type IslandType = Exclude<BlockType, StaticBlockType>;

type IslandLoader<Type extends IslandType> = () => Promise<ComponentType<{ block: BlockOf<Type> }>>;

/**
 * The published site's registry: interactive blocks only, each loaded as its meta's `lazy`
 * says (bundled with the app, or a chunk of its own). A static block has no line here, so its
 * component is in no chunk the browser loads; the prerendered HTML is all of it there is.
 * A block's meta turning interactive fails tsc here until it has its line.
 */
export const islands: { [Type in IslandType]: IslandLoader<Type> } = {
  auth: () => import("./Auth/Auth.tsx").then((module) => module.Auth),
  faq: () => import("./Faq/Faq.tsx").then((module) => module.Faq),
  form: () => import("./Form/Form.tsx").then((module) => module.Form),
  hero: () => Promise.resolve(Hero),
  search: () => import("./Search/Search.tsx").then((module) => module.Search),
  stats: () => Promise.resolve(Stats),
};

export function isIslandType(type: BlockType): type is IslandType {
  return Object.prototype.hasOwnProperty.call(islands, type);
}
