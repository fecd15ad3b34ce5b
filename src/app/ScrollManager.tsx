import { useEffect, useRef } from "react";
import { splitLocation } from "../lib/hash-route.ts";
import { scrollToAnchor, scrollToTop } from "../lib/scroll.ts";
import { useFullLocation } from "../routing/location.ts";

/** How long to wait for a section whose block is still loading. */
const anchorWaitMs = 3000;

/** Blocks above the target still loading would push it down after we scrolled. */
function scrollIfSettled(anchor: string): boolean {
  return document.querySelector("[data-block-loading]") === null && scrollToAnchor(anchor);
}

/** Scrolls to the anchor now, or as soon as its section and the blocks before it are in place. */
function scrollWhenPresent(anchor: string): () => void {
  if (scrollIfSettled(anchor)) return () => undefined;
  const observer = new MutationObserver(() => {
    if (scrollIfSettled(anchor)) observer.disconnect();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  const timer = setTimeout(() => observer.disconnect(), anchorWaitMs);
  return () => {
    observer.disconnect();
    clearTimeout(timer);
  };
}

/**
 * A new route starts at the top; a location with an anchor scrolls to its
 * section. Rendered after <main> so its effect runs once the page is in the DOM.
 */
export function ScrollManager() {
  const location = useFullLocation();
  const { route, anchor } = splitLocation(location);
  const previous = useRef<{ route: string; anchor?: string | undefined } | null>(null);

  useEffect(() => {
    const isFirstRender = previous.current === null;
    const routeChanged = previous.current?.route !== route;
    const leftAnchor = previous.current?.anchor !== undefined && !anchor;
    previous.current = { route, anchor };
    if (anchor) return scrollWhenPresent(anchor);
    if ((routeChanged || leftAnchor) && !isFirstRender) {
      scrollToTop();
      // Put keyboard and screen-reader users at the start of the new page.
      document.getElementById("main")?.focus({ preventScroll: true });
    }
    return undefined;
  }, [route, anchor]);

  return null;
}
