import type { Page } from "./page.ts";
import type { Site } from "./site.ts";

/** What the content build hands to the browser: validated, plain data. */
export interface SiteContent {
  site: Site;
  pages: Page[];
}

/** One shape of an icon drawing: an SVG element name and its attributes. */
export type IconShape = [tag: string, attributes: Record<string, string>];

/** A page as the browser receives it: its content plus the drawings of the icons it names. */
export type RuntimePage = Page & { icons: Record<string, IconShape[]> };

/**
 * A route of the built site. The home and not-found pages come with the app;
 * the others load with their first visit.
 */
export interface PageEntry {
  route: string;
  page?: RuntimePage;
  load?: () => Promise<RuntimePage>;
}

/** The content module the browser imports. */
export interface SiteBundle {
  site: Site;
  pages: PageEntry[];
  /** The year the site was built: prerendered HTML shows it until the app runs (the footer's copyright). */
  builtYear?: number;
}
