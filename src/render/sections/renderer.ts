import { createContext, useContext, type ReactNode } from "react";
import type { Section } from "../../blocks/schemas.ts";

/**
 * How a page's sections become views, chosen by whoever starts the app: the prerender, the
 * dev server and the studio draw every block with its component (full-renderer.tsx); the
 * published site's browser keeps each static block's prerendered HTML as it is and hydrates
 * only the interactive ones, as islands (island-renderer.tsx). PageView draws the frame
 * (boundaries, reveal, the running signal) and asks this for what goes inside.
 */
export interface SectionRenderer {
  /** The section's view, drawn inside PageView's error boundary and Suspense. */
  render(section: Section, index: number, route: string): ReactNode;
  /** Starts fetching what the page's sections need, all at once instead of one by one. */
  prepare(sections: readonly Section[], route: string): void;
}

export const SectionRendererContext = createContext<SectionRenderer | null>(null);

export function useSectionRenderer(): SectionRenderer {
  const renderer = useContext(SectionRendererContext);
  if (!renderer) throw new Error("A page was drawn without a SectionRendererContext: the entry that starts the app (main.tsx, entry-server.tsx, the studio) provides one.");
  return renderer;
}
