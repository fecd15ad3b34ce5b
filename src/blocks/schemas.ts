import { z } from "zod";
import { cardsSchema } from "./Cards/schema.ts";
import { ctaSchema } from "./Cta/schema.ts";
import { heroSchema } from "./Hero/schema.ts";

/** Every block a page may use, keyed by its `type:`. Node-safe: imports schemas only. */
export const blockSchemas = [cardsSchema, ctaSchema, heroSchema] as const;

export const sectionSchema = z.discriminatedUnion("type", blockSchemas);

export type Section = z.output<typeof sectionSchema>;
export type BlockType = Section["type"];
export type BlockOf<Type extends BlockType> = Extract<Section, { type: Type }>;
