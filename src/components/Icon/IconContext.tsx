import { createContext, useContext, type ReactNode } from "react";
import type { IconShape } from "../../content/site-content.ts";

const IconContext = createContext<Record<string, IconShape[]>>({});

/** The drawings of the icons the current page names, delivered with its content. */
export function IconProvider({ icons, children }: { icons: Record<string, IconShape[]>; children: ReactNode }) {
  return <IconContext.Provider value={icons}>{children}</IconContext.Provider>;
}

export function useIconShapes(name: string): IconShape[] | undefined {
  return useContext(IconContext)[name];
}
