import { useEffect, useRef } from "react";
import { splitLocation } from "../lib/hash-route.ts";
import { scrollToAnchor, scrollToTop } from "../lib/scroll.ts";
import { useFullLocation } from "./location.ts";

/**
 * A new route starts at the top; a location with an anchor scrolls to its
 * section. Rendered after <main> so its effect runs once the page is in the DOM.
 */
export function ScrollManager() {
  const location = useFullLocation();
  const { route, anchor } = splitLocation(location);
  const previousRoute = useRef<string | null>(null);

  useEffect(() => {
    const isFirstRender = previousRoute.current === null;
    const routeChanged = previousRoute.current !== route;
    previousRoute.current = route;
    if (anchor) {
      scrollToAnchor(anchor);
      return;
    }
    if (routeChanged && !isFirstRender) {
      scrollToTop();
      // Put keyboard and screen-reader users at the start of the new page.
      document.getElementById("main")?.focus({ preventScroll: true });
    }
  }, [route, anchor]);

  return null;
}
