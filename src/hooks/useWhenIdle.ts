import { useEffect, useState } from "react";

/** True once the page has loaded and the browser has a quiet moment: for work that must not delay first paint. */
export function useWhenIdle(enabled = true): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let cancel: (() => void) | undefined;
    const schedule = () => {
      // Safari has no requestIdleCallback; a short timeout after load does the same job there.
      if (typeof window.requestIdleCallback === "function") {
        const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
        cancel = () => window.cancelIdleCallback(handle);
      } else {
        const handle = setTimeout(() => setIdle(true), 200);
        cancel = () => clearTimeout(handle);
      }
    };
    if (document.readyState === "complete") schedule();
    else window.addEventListener("load", schedule, { once: true });
    return () => {
      window.removeEventListener("load", schedule);
      cancel?.();
    };
  }, [enabled]);
  return idle;
}
