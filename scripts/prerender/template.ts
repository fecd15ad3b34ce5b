/**
 * index.html is the page's template for the dev server and the build alike. Each part the
 * build fills is a named slot, written as a pair of comments:
 *
 *   <!--app-head--><title>Verdavia</title><!--/app-head-->
 *
 * What stands between the two comments is what the dev server (and a build without the
 * prerender) shows; the build replaces the whole slot, comments included, by name
 * (scripts/html-slots.ts).
 */
import { prerenderedRouteAttribute, rootElementId } from "../../src/boot/contract.ts";
import { fillHtmlSlots } from "../html-slots.ts";

/** Every slot index.html has, and what the build puts there. */
export interface Slots {
  /** Title, description, sharing tags, the CSP, preloads, and the inline scripts and styles the first paint needs. */
  "app-head": string;
  /** How the app's code is loaded: Vite's entry script in dev, the after-paint loader in dist/index.html, nothing in 404.html. */
  "app-entry": string;
  /** The element the app renders into, with the prerendered page inside. */
  "app-root": string;
}

/**
 * The element the app renders into (src/boot/contract.ts), holding a prerendered page;
 * `route` marks which, when it is not home's (a page's path document).
 */
export function rootElement(html: string, route?: string): string {
  const marked = route && route !== "/" ? ` ${prerenderedRouteAttribute}="${route}"` : "";
  return `<div id="${rootElementId}"${marked}>${html}</div>`;
}

/**
 * The template with each slot replaced by its text (html-slots.ts): fails when index.html
 * lacks a slot, has one twice or unclosed, or has an app- slot the build does not fill.
 */
export function fillSlots(template: string, slots: Slots): string {
  return fillHtmlSlots(template, { ...slots }, { file: "index.html", filler: "the build", prefix: "app-" });
}
