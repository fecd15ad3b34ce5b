/** How long a counter takes to reach its value (the spec's 2.5 s). */
export const countUpDuration = 2500;

/** Fast at first, settling gently on the final number. */
export function easeOutCubic(progress: number): number {
  return 1 - Math.pow(1 - progress, 3);
}

/** The counter's value `elapsed` ms into the count, rounded to `decimals`. */
export function countAt(target: number, elapsed: number, decimals = 0, duration = countUpDuration): number {
  const progress = Math.min(1, Math.max(0, elapsed / duration));
  const factor = 10 ** decimals;
  return Math.round(target * easeOutCubic(progress) * factor) / factor;
}

/**
 * Counts from 0 to `target` over `duration`, calling `onUpdate` each frame.
 * A few lines of requestAnimationFrame instead of an animation library.
 */
export function countUp(target: number, onUpdate: (value: number) => void, decimals = 0, duration = countUpDuration): () => void {
  let frame = 0;
  const start = performance.now();
  const step = (now: number) => {
    const elapsed = now - start;
    onUpdate(countAt(target, elapsed, decimals, duration));
    if (elapsed < duration) frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
}
