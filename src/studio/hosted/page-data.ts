/**
 * What the build writes into `/studio/index.html` for the studio on the published site
 * (scripts/studio/hosted-build.ts), as JSON scripts: not executed, so the page's strict
 * Content Security Policy needs no exception for them.
 */
import type { IconShape } from "../../content/site-content.ts";
import type { StudioSettings } from "../../content/site.ts";
import { readJsonScript } from "../protocol.ts";

/** Where the published studio lives, below the site's root. */
export const hostedStudioFolder = "studio";

export const hostedConfigElementId = "studio-config";
export const hostedCatalogueElementId = "studio-catalogue";

export interface HostedConfig {
  /** The brand's name at build time, for the title before the content is read. */
  brand: string;
  /** site.yaml's `studio:`; null when it is not set, and the page says how to turn it on. */
  settings: StudioSettings | null;
}

/** What the forms and the section picker draw that is not content: built once, with the site. */
export interface HostedCatalogue {
  /** Every icon content may name, by name. */
  icons: Record<string, IconShape[]>;
  /** Each block type with its example section (src/blocks/<Block>/example.yaml), for "Add section". */
  blocks: { type: string; example: unknown }[];
}

export const readHostedConfig = () => readJsonScript<HostedConfig>(hostedConfigElementId);
export const readHostedCatalogue = () => readJsonScript<HostedCatalogue>(hostedCatalogueElementId);
