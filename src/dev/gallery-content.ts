import type { IconShape, RuntimePage } from "../content/site-content.ts";

/** What `virtual:block-gallery` gives the dev-only gallery. */
export interface GalleryContent {
  /** Every valid example as one page; null in a production build. */
  page: RuntimePage | null;
  entries: { type: string; file: string; yaml: string; problems?: string[] }[];
  /** Every icon content may name, with its drawing, for the icon catalogue; empty in a production build. */
  icons: Record<string, IconShape[]>;
}
