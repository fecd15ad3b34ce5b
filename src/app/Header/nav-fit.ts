/** The parts of the header the measurement reads, named in the markup by `data-header-part`. */
function part(header: HTMLElement, name: string): HTMLElement | null {
  return header.querySelector<HTMLElement>(`[data-header-part="${name}"]`);
}

/**
 * Whether the full navigation fits beside the logo, at this width, with these labels
 * and this font. Both are measured as laid out: the navigation keeps its natural width
 * even while hidden, so a longer label or a larger font moves the switch by itself.
 */
export function navFits(header: HTMLElement): boolean {
  const inner = part(header, "inner");
  const logo = part(header, "logo");
  const nav = part(header, "nav");
  if (!inner || !logo || !nav) return false;
  const style = getComputedStyle(inner);
  const available = inner.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  const gap = parseFloat(style.columnGap) || 0;
  const search = part(header, "search");
  const needed = logo.getBoundingClientRect().width + gap + nav.getBoundingClientRect().width + (search ? gap + search.getBoundingClientRect().width : 0);
  return needed <= available;
}

/**
 * Chooses between the full navigation and the menu button by measuring the header's
 * content, not by a breakpoint guessed for today's labels. The choice is written to
 * `data-nav` on the header ("full" or "compact"), which the styles read; it is set
 * outside React's props, so hydration never disagrees with it. Measured again whenever a
 * part changes size or the web fonts arrive; `onFull` is told when the full navigation
 * fits again (the menu, if open, closes). Returns what stops watching. Used by useNavFit
 * and, before the app starts, by the page script (src/islands/page-runtime.ts).
 */
export function watchNavFit(header: HTMLElement, onFull: () => void = () => undefined): () => void {
  const update = () => {
    const fits = navFits(header);
    const next = fits ? "full" : "compact";
    if (header.dataset.nav === next) return;
    header.dataset.nav = next;
    if (fits) onFull();
  };
  update();
  if (typeof ResizeObserver === "undefined") return () => undefined;
  const observer = new ResizeObserver(update);
  for (const name of ["inner", "nav", "logo"]) {
    const element = part(header, name);
    if (element) observer.observe(element);
  }
  // A web font arriving after the first measurement changes the labels' widths.
  void document.fonts?.ready.then(update);
  return () => observer.disconnect();
}
