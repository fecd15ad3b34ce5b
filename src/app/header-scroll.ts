/** The header turns solid once the page has scrolled past this many pixels. */
export const headerScrollThreshold = 10;

/**
 * Keeps the header's `data-scrolled` ("true" past the threshold), which its styles read to turn
 * solid, without React: the page script (src/islands/page-runtime.ts) runs it from the first
 * paint, and React's useScrolledPast writes the same value once the app draws the header.
 */
export function watchHeaderScroll(header: HTMLElement): void {
  const update = () => header.setAttribute("data-scrolled", String(window.scrollY > headerScrollThreshold));
  update();
  window.addEventListener("scroll", update, { passive: true });
}
