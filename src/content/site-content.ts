import type { Page } from "./page.ts";
import type { Site } from "./site.ts";

/** What the content build hands to the browser: validated, plain data. */
export interface SiteContent {
  site: Site;
  pages: Page[];
}
