/**
 * What the Stats block's counters do in React (Stats.tsx, Counter.tsx), done for a block the
 * app has not adopted: the page script (src/islands/page-runtime.ts) runs it before React,
 * which most visits never load. Once a tenth of the list is in view it is marked
 * `data-started`, and each figure counts up from zero (count-up.ts, the same curve), or shows
 * its value at once for a visitor who asks for less motion. The prerendered figure is zero
 * with its prefix and suffix; screen readers read the final figure beside it, as in React.
 */
import { countUp } from "../../lib/count-up.ts";
import { prefersReducedMotion } from "../../lib/scroll.ts";
import { revealThreshold } from "../../lib/reveal.ts";

/** On a counter's shown figure: the value it counts up to. */
export const counterTargetAttribute = "data-counter-to";
/** On a counter's shown figure, when it has any: the digits after the decimal point. */
export const counterDecimalsAttribute = "data-counter-decimals";

function countFigure(figure: Element, lessMotion: boolean): void {
  const target = Number(figure.getAttribute(counterTargetAttribute));
  const decimals = Number(figure.getAttribute(counterDecimalsAttribute) ?? 0);
  // The prerendered figure is zero between its prefix and suffix (at most three characters each, no digits in practice).
  const [prefix = "", suffix = ""] = (figure.textContent ?? "").split((0).toFixed(decimals));
  const show = (value: number) => {
    figure.textContent = `${prefix}${value.toFixed(decimals)}${suffix}`;
    figure.setAttribute("data-counter-value", String(value));
  };
  if (lessMotion) show(target);
  else countUp(target, show, decimals);
}

/** Starts each list of counters in `root` once it is seen; returns what stops watching. */
export function startStaticCounters(root: ParentNode): () => void {
  const lists = [...root.querySelectorAll('[data-block="stats"] [data-started="false"]')];
  if (lists.length === 0) return () => undefined;
  const lessMotion = prefersReducedMotion();
  const start = (list: Element) => {
    list.setAttribute("data-started", "true");
    for (const figure of list.querySelectorAll(`[${counterTargetAttribute}]`)) countFigure(figure, lessMotion);
  };
  if (!("IntersectionObserver" in window)) {
    lists.forEach(start);
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        start(entry.target);
      }
    },
    { threshold: revealThreshold },
  );
  lists.forEach((list) => observer.observe(list));
  return () => observer.disconnect();
}
