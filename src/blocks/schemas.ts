import { z } from "zod";
import { articleSchema } from "./Article/schema.ts";
import { authSchema } from "./Auth/schema.ts";
import { cardsSchema } from "./Cards/schema.ts";
import { ctaSchema } from "./Cta/schema.ts";
import { faqSchema } from "./Faq/schema.ts";
import { formSchema } from "./Form/schema.ts";
import { heroSchema } from "./Hero/schema.ts";
import { latestSchema } from "./Latest/schema.ts";
import { listingSchema } from "./Listing/schema.ts";
import { mediaSchema } from "./Media/schema.ts";
import { proseSchema } from "./Prose/schema.ts";
import { searchSchema } from "./Search/schema.ts";
import { statsSchema } from "./Stats/schema.ts";
import { tableSchema } from "./Table/schema.ts";
import { testimonialsSchema } from "./Testimonials/schema.ts";
import { textSchema } from "./Text/schema.ts";

/** Every block a page may use, keyed by its `type:`. Node-safe: imports schemas only. */
export const blockSchemas = [
  articleSchema,
  authSchema,
  cardsSchema,
  ctaSchema,
  faqSchema,
  formSchema,
  heroSchema,
  latestSchema,
  listingSchema,
  mediaSchema,
  proseSchema,
  searchSchema,
  statsSchema,
  tableSchema,
  testimonialsSchema,
  textSchema,
] as const;

export const sectionSchema = z.discriminatedUnion("type", blockSchemas);

export type Section = z.output<typeof sectionSchema>;
export type BlockType = Section["type"];
export type BlockOf<Type extends BlockType> = Extract<Section, { type: Type }>;
