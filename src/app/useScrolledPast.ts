import { useEffect, useState } from "react";

/** The header turns solid once the page has scrolled past this many pixels. */
export const headerScrollThreshold = 10;

export function useScrolledPast(threshold = headerScrollThreshold): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}
