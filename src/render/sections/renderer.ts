import { createContext, useContext, type ReactNode } from "react";
import type { Section } from "../../blocks/schemas.ts";
import type { RuntimePage } from "../../content/site-content.ts";

/**
 * How a page's sections become views, chosen by whoever starts the app: the prerender and
 * the studio draw every block with its component (full-renderer.tsx); the browser, in the
 * published site and under the dev server alike, keeps each static block's prerendered HTML
 * as it is and hydrates only the interactive ones, as islands (src/islands/island-renderer.tsx). PageView draws the frame
 * (boundaries, reveal, the running signal) and asks this for what goes inside.
 */
export interface SectionRenderer {
  /** The section's view, drawn inside PageView's error boundary and Suspense. */
  render(section: Section, index: number, page: RuntimePage): ReactNode;
  /** Starts fetching what the page's sections need, all at once instead of one by one (a page about to be shown, or likely to be). */
  prepare(page: RuntimePage): void;
  /**
   * What the page as a whole waits for before it is drawn (the published site: its static
   * sections' file), settled when nothing; its failure is the page's ("Try again").
   */
  pageReady(page: RuntimePage): Promise<unknown>;
}

export const SectionRendererContext = createContext<SectionRenderer | null>(null);

export function useSectionRenderer(): SectionRenderer {
  const renderer = useContext(SectionRendererContext);
  if (!renderer) throw new Error("A page was drawn without a SectionRendererContext: the entry that starts the app (main.tsx, entry-server.tsx, the studio) provides one.");
  return renderer;
}
