/**
 * The published site's emotion cache. The prerendered page's CSS is already in the document
 * (server-html.ts publishedStyles); this cache takes every rule named there as in place,
 * so hydrating a component inserts nothing it already has, and leaves the tags where they
 * are: emotion's own adoption moves each `data-emotion` tag to the end of <head> and hydrates
 * it into its sheet, and every move restyles the whole page.
 */
import { styleCacheOptions } from "./style-prefixes.ts";
import createCache from "@emotion/cache";
import { prerenderedCssAttribute } from "../boot/contract.ts";

export const styleCache = createCache(styleCacheOptions);

/**
 * The emotion ids a prerendered style tag stands for: listed on the tag when its rules are in
 * its sheet (the route shell's), else read from the classes its own CSS names (the build's:
 * `.css-1ra9epa-nav-link:hover` is the rule of id `1ra9epa-nav-link`).
 */
export function prerenderedIds(tag: Element): string[] {
  const listed = tag.getAttribute(prerenderedCssAttribute);
  if (listed) return listed.split(" ").filter(Boolean);
  const ownClass = new RegExp(`\\.${styleCache.key}-([\\w-]+)`, "g");
  return [...new Set(Array.from((tag.textContent ?? "").matchAll(ownClass), (match) => match[1]!))];
}

/** Marks the rules of every prerendered style tag in the document (the build's, the route shell's) as in place. */
export function adoptPrerenderedStyles(): void {
  for (const tag of document.querySelectorAll(`style[${prerenderedCssAttribute}]`)) {
    for (const id of prerenderedIds(tag)) styleCache.inserted[id] = true;
  }
}
