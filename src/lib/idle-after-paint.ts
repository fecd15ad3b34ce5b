/** Longest wait for an idle moment once the page has loaded and painted: a busy page still gets its video. */
export const idleTimeoutMs = 2000;
/** Safari has no requestIdleCallback: this long after a painted frame stands in for an idle moment. */
export const idleFallbackMs = 200;

/**
 * Runs `work` once the page has loaded, painted a frame and the browser is idle, so work
 * that downloads megabytes never competes with the first paint or the page's own
 * resources. A hidden tab paints no frames, so the work waits until the tab is shown.
 * Returns a function that cancels whatever is still pending.
 */
export function whenIdleAfterFirstPaint(work: () => void): () => void {
  let cancelPending: () => void = () => undefined;

  const whenIdle = () => {
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(work, { timeout: idleTimeoutMs });
      cancelPending = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(work, idleFallbackMs);
      cancelPending = () => window.clearTimeout(handle);
    }
  };
  // A frame's animation callbacks run just before it is painted: anything scheduled from
  // one runs after that paint.
  const afterNextPaint = () => {
    const handle = window.requestAnimationFrame(whenIdle);
    cancelPending = () => window.cancelAnimationFrame(handle);
  };

  if (document.readyState === "complete") afterNextPaint();
  else {
    window.addEventListener("load", afterNextPaint, { once: true });
    cancelPending = () => window.removeEventListener("load", afterNextPaint);
  }
  return () => cancelPending();
}
