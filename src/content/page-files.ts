import { homeRoute, notFoundRoute } from "./route-roles.ts";

/** A module-safe name for a route: "/" -> "home", "/our-team" -> "our-team", "/ar" -> "ar", "/ar/about" -> "ar_about", "/ar/*" -> "ar_not-found". */
export function pageModuleName(route: string): string {
  if (route === homeRoute) return "home";
  if (route === notFoundRoute) return "not-found";
  // An Arabic entry's own address is in Arabic script: its letters are written as code points, so file names stay ASCII.
  return route
    .slice(1)
    .replace(/\*$/, "not-found")
    .replace(/\//g, "_")
    .replace(/[^\w-]/gu, (letter) => `u${letter.codePointAt(0)!.toString(16)}`);
}

/** A page's static sections, as the build writes them: each one's HTML by its index on the page, and the CSS they need. */
export interface StaticSectionsFile {
  /** The rules the sections use, by emotion id: the browser's emotion cache adds those it lacks. */
  styles: Record<string, string>;
  sections: Record<string, string>;
}

/**
 * The folder of a route's files in dist/, derived from its address alone: "about/",
 * "ar/news/<slug>/" (an Arabic slug as written: the host decodes the address). Home's is the root.
 * Takes the route as the router keys it (routeKey), so any spelling of an address finds it.
 */
export function routeFolder(route: string): string {
  return route === homeRoute ? "" : `${route.replace(/^\/+|\/+$/g, "")}/`;
}

/**
 * A page's data for the app (its entry's facts and its content as the browser receives it,
 * static sections included), next to its document: `about/page.json`. Named by the route,
 * not by its bytes, so any hash address finds it without a table; served with revalidation.
 * The pages bundled with the app (home, not-found) have none.
 */
export function pageDataFile(route: string): string {
  return `${routeFolder(route)}page.json`;
}

/** A route's prerendered file for the route shell (contract.ts RouteShell), next to its document: `about/shell.json`. */
export function routeShellFile(route: string): string {
  return `${routeFolder(route)}shell.json`;
}

/**
 * The static sections of a page bundled with the app (home, not-found), whose data is built
 * before the pages are drawn: named by its route (`sections/ar_home.json`) and served with
 * revalidation. Every other page carries its sections in its data file.
 */
export function bundledSectionsFile(route: string): string {
  return `sections/${pageModuleName(route)}.json`;
}
