import { useCallback, useEffect, useRef } from "react";
import { appAttribute, appRunning } from "../boot/contract.ts";

/**
 * Tells the document when every section of the page has been committed by React, with
 * its code: `data-app="running"` on <html> (src/boot/contract.ts). Each section reports
 * from inside its own Suspense boundary, whose effects run only once that boundary has
 * hydrated or drawn, so a block whose code is still on its way keeps the page from counting
 * as interactive. A block that failed reports too: it will not come.
 * Returns the report function, stable for the page's life.
 */
export function useSectionsCommitted(sectionCount: number): (index: number) => void {
  const committed = useRef(new Set<number>());
  const report = useCallback(
    (index: number) => {
      committed.current.add(index);
      if (committed.current.size >= sectionCount) markRunning();
    },
    [sectionCount],
  );
  useEffect(() => {
    if (sectionCount === 0) markRunning();
  }, [sectionCount]);
  return report;
}

/** For a view with no sections to wait for (the block gallery, a page that failed to load): running once committed. */
export function useRunningOnceCommitted(): void {
  useEffect(markRunning, []);
}

/** Chrome islands (the header, the footer) drawn and not yet committed: the page is not running without them. */
const chromeAwaited = new Set<string>();
const chromeCommitted = new Set<string>();
let pageCommitted = false;

function markRunning(): void {
  pageCommitted = true;
  if (chromeAwaited.size > 0) return;
  const page = document.documentElement;
  if (page.getAttribute(appAttribute) !== appRunning) page.setAttribute(appAttribute, appRunning);
}

/**
 * For a chrome island (src/islands/ChromeIsland.tsx): `await` while it is drawn, before it may have
 * committed; `committed` from inside its boundary once it has. The page counts as running
 * when its sections and every awaited island have committed.
 */
export const chromeIslands = {
  await(name: string): void {
    if (!chromeCommitted.has(name)) chromeAwaited.add(name);
  },
  committed(name: string): void {
    chromeCommitted.add(name);
    if (chromeAwaited.delete(name) && pageCommitted) markRunning();
  },
};
