import { useEffect, useState } from "react";
import { headerScrollThreshold } from "./header-scroll.ts";

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
