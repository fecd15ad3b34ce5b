import { useSyncExternalStore } from "react";

const neverChanges = () => () => {};

/**
 * False while the server renders and while React adopts prerendered HTML, true in
 * every render after that (and at once for trees the browser renders itself).
 * Lets a component leave out of the first paint what the first paint doesn't need.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
