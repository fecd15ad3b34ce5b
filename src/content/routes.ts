/** Kept for the modules that import the not-found route from here; route-roles.ts holds every route role. */
export { notFoundRoute } from "./route-roles.ts";
