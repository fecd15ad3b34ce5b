export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Scrolls to the section with `id` and moves keyboard focus there, so the
 * next Tab continues from the section rather than from the link clicked.
 */
export function scrollToAnchor(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  element.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  if (!element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1");
  element.focus({ preventScroll: true });
  return true;
}

export function scrollToTop(smooth = false): void {
  window.scrollTo({ top: 0, left: 0, behavior: smooth && !prefersReducedMotion() ? "smooth" : "instant" });
}
