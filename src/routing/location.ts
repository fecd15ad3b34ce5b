import { useRouter } from "wouter";
import { navigate, useHashLocation } from "wouter/use-hash-location";
import { splitLocation } from "../lib/hash-route.ts";

interface RouterOptions {
  ssrPath?: string | undefined;
}

/**
 * The route prerendered HTML was made for, while it is rendered at build time and while
 * React adopts it in the browser; undefined otherwise. wouter hands the router to its
 * hook; components calling these hooks directly read it from context.
 */
function useSsrPath(router: RouterOptions | undefined): { ssrPath?: string } {
  const fromContext = useRouter();
  const ssrPath = (router ?? fromContext).ssrPath;
  return ssrPath ? { ssrPath } : {};
}

/**
 * wouter's hash location without the in-page section, so `#/partnerships?section=airlines`
 * (or the older `#/partnerships#airlines`) matches the `/partnerships` route instead of falling through to not-found.
 */
export function useRouteLocation(router?: RouterOptions): [string, typeof navigate] {
  const [location] = useHashLocation(useSsrPath(router));
  return [splitLocation(location).route, navigate];
}
useRouteLocation.hrefs = (href: string) => `#${href}`;

/** The full location including any section, e.g. `/partnerships?section=airlines`. */
export function useFullLocation(): string {
  return useHashLocation(useSsrPath(undefined))[0];
}
