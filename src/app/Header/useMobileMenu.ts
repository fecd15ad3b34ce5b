import { useCallback, useEffect, useRef, useState, type RefObject } from "react";

const focusable = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Hidden parts of the header (the full navigation while the menu is in use) take no focus.
 * checkVisibility arrived in Safari 17.4; older browsers get the same answer from styles.
 */
const isShown = (element: HTMLElement) =>
  typeof element.checkVisibility === "function" ? element.checkVisibility({ visibilityProperty: true }) : element.offsetParent !== null && getComputedStyle(element).visibility === "visible";

/**
 * The small-screen menu: page scroll is locked while it is open and restored
 * on close; scrolling or Escape closes it; Tab stays inside the header; focus
 * returns to the toggle when it closes.
 */
export function useMobileMenu(containerRef: RefObject<HTMLElement | null>, toggleRef: RefObject<HTMLButtonElement | null>) {
  const [open, setOpen] = useState(false);
  const wasOpen = useRef(false);

  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((value) => !value), []);

  useEffect(() => {
    if (!open) {
      if (wasOpen.current) toggleRef.current?.focus();
      wasOpen.current = false;
      return;
    }
    wasOpen.current = true;
    const { body } = document;
    const previousOverflow = body.style.overflow;
    body.style.overflow = "hidden";
    // The menu covers the page: keep screen readers and Tab out of what lies behind it.
    const behind = [document.getElementById("main"), document.querySelector("body > #root > footer, #root footer")].filter((element): element is HTMLElement => element instanceof HTMLElement);
    behind.forEach((element) => (element.inert = true));

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        setOpen(false);
        return;
      }
      if (event.key !== "Tab" || !containerRef.current) return;
      const items = [...containerRef.current.querySelectorAll<HTMLElement>(focusable)].filter(isShown);
      if (items.length === 0) return;
      const first = items[0]!;
      const last = items[items.length - 1]!;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    const onScroll = () => setOpen(false);

    document.addEventListener("keydown", onKeyDown);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      body.style.overflow = previousOverflow;
      behind.forEach((element) => (element.inert = false));
      document.removeEventListener("keydown", onKeyDown);
      window.removeEventListener("scroll", onScroll);
    };
  }, [open, containerRef, toggleRef]);

  return { open, close, toggle };
}
