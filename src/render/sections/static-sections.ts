/**
 * The HTML of each page's static sections in the browser, for the island renderer: the
 * page the app adopts gives its own from the DOM; a page the visitor moves to inside the app
 * gives them from the file the build wrote (page-files.ts), fetched once, with the CSS they need.
 * Published site only: the dev server draws every block with its component.
 */
import { staticSectionsFile, type StaticSectionsFile } from "../../content/page-files.ts";
import { staticSectionAttribute } from "./markers.ts";
import { styleCache } from "../style-cache.ts";

/** Each static section's HTML by its index on the page. */
export type StaticSections = Readonly<Record<number, string>>;

/** A promise React's `use` reads at once, without suspending: it was settled before it was asked for. */
type Settled<T> = Promise<T> & { status?: "fulfilled"; value?: T };

function settled<T>(value: T): Promise<T> {
  const promise: Settled<T> = Promise.resolve(value);
  promise.status = "fulfilled";
  promise.value = value;
  return promise;
}

const byRoute = new Map<string, Promise<StaticSections>>();
/**
 * Takes the prerendered page's static sections as they stand in `root`, before React adopts
 * the page: the island renderer then draws each as the very HTML it already is.
 */
export function adoptStaticSections(route: string, root: ParentNode): void {
  const sections: Record<number, string> = {};
  for (const element of root.querySelectorAll(`main [${staticSectionAttribute}]`)) {
    sections[Number(element.getAttribute(staticSectionAttribute))] = element.innerHTML;
  }
  byRoute.set(route, settled(sections));
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

async function fetchSections(route: string): Promise<StaticSections> {
  const response = await fetch(`./${staticSectionsFile(route)}`);
  if (!response.ok) throw new Error(`The page's sections could not be fetched (${response.status}).`);
  const file = (await response.json()) as StaticSectionsFile;
  addStyles(file);
  return Object.fromEntries(Object.entries(file.sections).map(([index, html]) => [Number(index), html]));
}

/** The route's static sections: at once for the adopted page, otherwise once their file has arrived. */
export function staticSectionsOf(route: string): Promise<StaticSections> {
  let sections = byRoute.get(route);
  if (!sections) {
    sections = fetchSections(route);
    byRoute.set(route, sections);
    // A failure is not kept: the page's "Try again" asks anew.
    sections.catch(() => byRoute.delete(route));
  }
  return sections;
}
