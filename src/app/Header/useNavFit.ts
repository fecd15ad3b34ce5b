import { useLayoutEffect, type RefObject } from "react";
import { watchNavFit } from "./nav-fit.ts";

/** The header's choice between the full navigation and the menu button (nav-fit.ts), while React draws it. */
export function useNavFit(headerRef: RefObject<HTMLElement | null>, onFull: () => void): void {
  useLayoutEffect(() => {
    const header = headerRef.current;
    return header ? watchNavFit(header, onFull) : undefined;
  }, [headerRef, onFull]);
}
