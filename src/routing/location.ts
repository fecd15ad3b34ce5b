import { navigate, useHashLocation } from "wouter/use-hash-location";
import { splitLocation } from "../lib/hash-route.ts";

/**
 * wouter's hash location without the in-page anchor, so `#/partnerships#airlines`
 * matches the `/partnerships` route instead of falling through to not-found.
 */
export function useRouteLocation(): [string, typeof navigate] {
  const [location] = useHashLocation();
  return [splitLocation(location).route, navigate];
}
useRouteLocation.hrefs = (href: string) => `#${href}`;

/** The full location including any anchor, e.g. `/partnerships#airlines`. */
export function useFullLocation(): string {
  return useHashLocation()[0];
}
