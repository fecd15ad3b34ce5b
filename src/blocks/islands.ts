import type { ComponentType } from "react";
import type { StaticBlockType } from "./metas.ts";
import type { BlockOf, BlockType } from "./schemas.ts";

/** The block types whose meta says `hydration: "interactive"`: the only blocks whose code reaches a visitor's browser. */
export type IslandType = Exclude<BlockType, StaticBlockType>;

type IslandLoader<Type extends IslandType> = () => Promise<ComponentType<{ block: BlockOf<Type> }>>;

/**
 * The published site's registry: interactive blocks only, each a chunk of its own, loaded
 * when an island of its type is drawn. The hero and the figures too, though every page opens
 * with a hero: on the page the app adopts they stay the HTML the page script brought to life
 * (src/islands/markers.ts, keptInPlaceBlocks), so their code is needed only for a page drawn
 * inside the app, which loads it with the page. A static block has no line here, so its
 * component is in no chunk the browser loads; the prerendered HTML is all of it there is.
 * A block's meta turning interactive fails tsc here until it has its line.
 */
export const islands: { [Type in IslandType]: IslandLoader<Type> } = {
  auth: () => import("./Auth/Auth.tsx").then((module) => module.Auth),
  faq: () => import("./Faq/Faq.tsx").then((module) => module.Faq),
  form: () => import("./Form/Form.tsx").then((module) => module.Form),
  hero: () => import("./Hero/Hero.tsx").then((module) => module.Hero),
  search: () => import("./Search/Search.tsx").then((module) => module.Search),
  stats: () => import("./Stats/Stats.tsx").then((module) => module.Stats),
};

export function isIslandType(type: BlockType): type is IslandType {
  return Object.prototype.hasOwnProperty.call(islands, type);
}
