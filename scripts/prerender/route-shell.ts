import { hasPrerenderedRouteFile } from "../../src/content/route-roles.ts";
import type { SiteContent } from "../../src/content/site-content.ts";
import { siteLocales } from "../../src/content/site-locales.ts";
import { otherLanguagePrefixesAttribute, rootElementId, routePendingClass } from "../../src/boot/contract.ts";
import { bootScriptTag } from "./boot-scripts.ts";
import type { InlineScript } from "./inline-code.ts";

/** What a prerendered route file holds; the route shell puts it in place. */
export type { RouteShell } from "../../src/boot/contract.ts";

/** The routes that get a prerendered file beside their document (route-roles.ts says which and why; page-files.ts where). */
export function prerenderedRoutes(content: SiteContent): string[] {
  return content.pages.map((page) => page.route).filter(hasPrerenderedRouteFile);
}

/**
 * While a route other than home is pending, home's prerendered page stays hidden; the
 * header and footer paint at once. Inlined in index.html's <head>, hashed into its CSP.
 */
export const routePendingStyle = `.${routePendingClass} #${rootElementId} main{visibility:hidden}`;

/**
 * The route shell's <script> (src/boot/route-shell.ts, compiled), told the route prefixes of
 * the site's other languages (`["/ar"]`): the same for every build of the site, whatever its pages.
 */
export function routeShellTag(script: string, otherLanguagePrefixes: readonly string[]): InlineScript {
  return bootScriptTag(script, { [otherLanguagePrefixesAttribute]: JSON.stringify(otherLanguagePrefixes) });
}

/** The route prefixes of the languages index.html is not in (`/ar`): their pages open in documents of their own. */
export function otherLanguagePrefixes(content: SiteContent): string[] {
  return siteLocales(content.site)
    .slice(1)
    .map((locale) => locale.prefix);
}

/**
 * CSS as its rules, one by one, for the route shell to insert into a sheet (insertRule takes
 * one rule). Braces inside quoted strings and comments do not count.
 */
export function cssRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < css.length; index++) {
    const letter = css[index];
    if (letter === '"' || letter === "'") {
      // To the closing quote, past escaped ones.
      for (index++; index < css.length && css[index] !== letter; index++) if (css[index] === "\\") index++;
    } else if (letter === "/" && css[index + 1] === "*") {
      const end = css.indexOf("*/", index + 2);
      index = end < 0 ? css.length : end + 1;
    } else if (letter === "{") depth++;
    else if (letter === "}" && --depth === 0) {
      const rule = css.slice(start, index + 1).trim();
      if (rule) rules.push(rule);
      start = index + 1;
    }
  }
  return rules;
}
