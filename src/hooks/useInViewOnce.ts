import { useEffect, useLayoutEffect, useState, type RefObject } from "react";
import { inView } from "motion";
import { useHydrated } from "./useHydrated.ts";
import { useReducedMotion } from "./useReducedMotion.ts";
import { revealThreshold } from "../lib/reveal.ts";

/** True when any part of the element is inside the viewport. */
function isOnScreen(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
}

/**
 * True once the element has been at least `amount` visible, and from then on.
 * motion's inView is used because it costs half a kilobyte; its `animate`
 * would cost 26 KB, so movement itself is left to CSS transitions.
 */
export function useInViewOnce(ref: RefObject<Element | null>, amount = revealThreshold): boolean {
  const [seen, setSeen] = useState(false);
  // Mounted while React adopts prerendered HTML: whatever shows on screen, however little,
  // has been seen already, and hiding it to play its entrance again would be a flicker.
  const hydrated = useHydrated();
  const [adoptedFromHtml] = useState(!hydrated);
  useLayoutEffect(() => {
    const element = ref.current;
    if (adoptedFromHtml && element && isOnScreen(element)) setSeen(true);
  }, [ref, adoptedFromHtml]);
  useEffect(() => {
    const element = ref.current;
    if (!element || seen) return;
    if (typeof IntersectionObserver === "undefined") {
      // Without the observer there is no way to know; show rather than hide.
      const timer = setTimeout(() => setSeen(true), 0);
      return () => clearTimeout(timer);
    }
    const stop = inView(
      element,
      () => {
        setSeen(true);
        stop();
      },
      { amount },
    );
    return stop;
  }, [ref, amount, seen]);
  return seen;
}

/** For reveal effects: shown at once when the visitor prefers reduced motion. */
export function useRevealed(ref: RefObject<Element | null>): boolean {
  const reducedMotion = useReducedMotion();
  const seen = useInViewOnce(ref);
  return reducedMotion || seen;
}
