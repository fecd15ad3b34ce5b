import { useSyncExternalStore } from "react";
import initialContent from "virtual:site-content";
import type { SiteBundle } from "../content/site-content.ts";

let current: SiteBundle = initialContent;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The validated site content; in dev it updates in place when a YAML file is saved. */
export function useSiteBundle(): SiteBundle {
  return useSyncExternalStore(subscribe, () => current, () => current);
}

if (import.meta.hot) {
  import.meta.hot.accept("virtual:site-content", (next) => {
    if (!next) return;
    current = (next as unknown as { default: SiteBundle }).default;
    listeners.forEach((listener) => listener());
  });
}
