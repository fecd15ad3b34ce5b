/**
 * The HTML of each page's static sections in the browser, for the island renderer: the
 * page the app adopts gives its own from the DOM; a page the visitor moves to inside the app
 * gives them from its data, or the file the build wrote for a page bundled with the app
 * (page-files.ts), fetched once, with the CSS they need.
 * The published site and the dev server alike (scripts/prerender/dev-documents.ts).
 */
import type { StaticSectionsFile } from "../content/page-files.ts";
import type { RuntimePage } from "../content/site-content.ts";
import { routeKey } from "../routing/route-key.ts";
import { islandAttribute, staticSectionAttribute } from "./markers.ts";
import { isKeptInPlace } from "./enhance-page.ts";
import { styleCache } from "../render/style-cache.ts";
import { settled } from "../lib/settled.ts";

/** Each static section's HTML by its index on the page. */
export type StaticSections = Readonly<Record<number, string>>;

/**
 * The adopted page's sections, by its route's key, with the file its data names for them once
 * asked; every other page's, by its file.
 */
const adopted = new Map<string, { sections: Promise<StaticSections>; file?: string }>();
const byFile = new Map<string, Promise<StaticSections>>();

/**
 * Takes the prerendered page's static sections as they stand in `root`, before React adopts
 * the page: the island renderer then draws each as the very HTML it already is.
 */
export function adoptStaticSections(route: string, root: ParentNode): void {
  const sections: Record<number, string> = {};
  for (const element of root.querySelectorAll(`main [${staticSectionAttribute}]`)) {
    sections[Number(element.getAttribute(staticSectionAttribute))] = element.innerHTML;
  }
  adopted.set(routeKey(route), { sections: settled(sections) });
  const islands: Record<number, string> = {};
  for (const element of root.querySelectorAll(`main [${islandAttribute}]`)) {
    if (isKeptInPlace(element)) islands[Number(element.getAttribute(islandAttribute))] = element.innerHTML;
  }
  kept = { key: routeKey(route), islands };
}

/** The adopted page's islands kept in place (markers.ts), as the page script has left them. */
let kept: { key: string; islands: Readonly<Record<number, string>> } | undefined;

/** The HTML of the adopted page's island at `index` when it is one kept in place, else undefined. */
export function keptIslandOf(route: string, index: number): string | undefined {
  return kept?.key === routeKey(route) ? kept.islands[index] : undefined;
}

/**
 * Adds the rules the sections use that the page lacks, through the emotion cache: it inserts
 * them as rules into its own sheet, which the Content Security Policy allows where a new
 * <style> with text (whose hash no document lists) would be refused.
 */
function addStyles(file: StaticSectionsFile): void {
  for (const [id, rules] of Object.entries(file.styles)) {
    if (styleCache.inserted[id] !== undefined) continue;
    styleCache.insert("", { name: id, styles: rules, next: undefined }, styleCache.sheet, true);
  }
}

function sectionsOf(file: StaticSectionsFile): StaticSections {
  addStyles(file);
  return Object.fromEntries(Object.entries(file.sections).map(([index, html]) => [Number(index), html]));
}

async function fetchSections(file: string): Promise<StaticSections> {
  const response = await fetch(`./${file}`);
  if (!response.ok) throw new Error(`The page's sections could not be fetched (${response.status}).`);
  return sectionsOf((await response.json()) as StaticSectionsFile);
}

/** Each fetched page's sections, by its data: they came inline with it. */
const inline = new WeakMap<StaticSectionsFile, Promise<StaticSections>>();

/**
 * The page's static sections: at once for the adopted page, otherwise once their file has
 * arrived. The promise is kept, failed or not, so React sees the same one on every render: a
 * new fetch on each would retry in a tight loop while offline. A failure reaches the page's
 * "Try again" (RoutePage), which loads the document anew.
 */
export function staticSectionsOf(page: Pick<RuntimePage, "route" | "staticSections">): Promise<StaticSections> {
  const key = routeKey(page.route);
  const own = adopted.get(key);
  const file = page.staticSections;
  if (own) {
    // Its data names another file than it did (the dev server, once a content file is saved): the adopted HTML is out of date.
    if (typeof file === "string" && own.file !== undefined && own.file !== file) adopted.delete(key);
    else {
      if (typeof file === "string") own.file = file;
      return own.sections;
    }
  }
  if (!file) return Promise.reject(new Error(`The page at ${page.route} has static sections but its data holds none.`));
  if (typeof file !== "string") {
    let sections = inline.get(file);
    if (!sections) inline.set(file, (sections = settled(sectionsOf(file))));
    return sections;
  }
  let sections = byFile.get(file);
  if (!sections) byFile.set(file, (sections = fetchSections(file)));
  return sections;
}
