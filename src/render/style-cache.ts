/**
 * The published site's emotion cache. The prerendered page's CSS is already in the document
 * (server-html.ts publishedStyles); this cache takes every rule named there as in place,
 * so hydrating a component inserts nothing it already has, and leaves the tags where they
 * are: emotion's own adoption moves each `data-emotion` tag to the end of <head> and hydrates
 * it into its sheet, and every move restyles the whole page.
 */
import createCache from "@emotion/cache";
import { prerenderedCssAttribute } from "../boot/contract.ts";

export const styleCache = createCache({ key: "css" });

/** Marks the rules of every prerendered style tag in the document (the build's, the route shell's) as in place. */
export function adoptPrerenderedStyles(): void {
  for (const tag of document.querySelectorAll(`style[${prerenderedCssAttribute}]`)) {
    for (const id of tag.getAttribute(prerenderedCssAttribute)!.split(" ")) if (id) styleCache.inserted[id] = true;
  }
}
