/** The header turns solid once the page has scrolled past this many pixels. */
export const headerScrollThreshold = 10;

/**
 * Keeps the header's `data-scrolled` ("true" past the threshold), which its styles read to turn
 * solid. Outside React's props: the page script (src/islands/page-runtime.ts) runs it from the
 * first paint, the header's own effect once React draws it. Returns what stops it.
 */
export function watchHeaderScroll(header: HTMLElement): () => void {
  const update = () => header.setAttribute("data-scrolled", String(window.scrollY > headerScrollThreshold));
  update();
  window.addEventListener("scroll", update, { passive: true });
  return () => window.removeEventListener("scroll", update);
}
