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

/**
 * Where the build puts a page's static sections as HTML, for the browser to show them when the
 * visitor moves to the page inside the app, without their code: `sections/about-3f9a0c1e.json`.
 * `version` is a digest of the page's content (scripts/content/island-data.ts), so the page's data
 * in the browser names the file made from that very content: a tab opened before a deploy asks
 * for its own version, and finds it gone rather than pairing its sections with another's.
 */
export function staticSectionsFile(route: string, version: string): string {
  return `sections/${pageModuleName(route)}-${version}.json`;
}

/** A page's static sections, as the build writes them: each one's HTML by its index on the page, and the CSS they need. */
export interface StaticSectionsFile {
  /** The rules the sections use, by emotion id: the browser's emotion cache adds those it lacks. */
  styles: Record<string, string>;
  sections: Record<string, string>;
}
