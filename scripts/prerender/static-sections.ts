/**
 * Each page's static sections (src/content/page-files.ts): the HTML inside each
 * `data-static-section` frame of the page the prerender drew, and the CSS those sections use.
 * They travel in the page's data file, or in a file of their own for a page bundled with the
 * app; the browser takes them when the visitor moves to the page inside the app, and shows
 * the sections without their code (src/islands/island-renderer.tsx).
 */
import { localizedRoute } from "../../src/lib/hash-route.ts";
import { homeRoute, notFoundRoute } from "../../src/content/route-roles.ts";
import { bundledSectionsFile, pageDataFile, type StaticSectionsFile } from "../../src/content/page-files.ts";
import { pageEntry } from "../content/bundle.ts";
import type { SiteContent } from "../../src/content/site-content.ts";
import { hasStaticSections, isBundledPage } from "../content/island-data.ts";
import { staticSectionAttribute } from "../../src/islands/markers.ts";
import type { PrerenderedPage } from "../../src/entry-server.tsx";
import type { RenderedSite } from "./render.ts";

const frameStart = new RegExp(`<div ${staticSectionAttribute}="(\\d+)">`, "g");
const divTag = /<div[\s>]|<\/div>/g;

/**
 * The inside of each static frame in React's HTML, by section index. React escapes `<` in
 * text and attributes, so every `<div` and `</div>` in its output is a tag: counting them finds
 * where each frame closes.
 */
export function staticSectionsOf(html: string): Record<string, string> {
  const sections: Record<string, string> = {};
  for (const match of html.matchAll(frameStart)) {
    const start = match.index + match[0].length;
    divTag.lastIndex = start;
    let depth = 1;
    let tag: RegExpExecArray | null;
    while (depth > 0 && (tag = divTag.exec(html))) depth += tag[0] === "</div>" ? -1 : 1;
    if (depth > 0) throw new Error(`Static section ${match[1]} of a prerendered page has no end: the frame's HTML is not React's.`);
    sections[match[1]!] = html.slice(start, divTag.lastIndex - "</div>".length);
  }
  return sections;
}

export function sectionsFile(page: Pick<PrerenderedPage, "html" | "components">): StaticSectionsFile | undefined {
  const sections = staticSectionsOf(page.html);
  const html = Object.values(sections).join("");
  if (!html) return undefined;
  // emotion names each rule's class `css-<id>`: the rules these sections use are those whose class they carry.
  const ids = page.components.ids.filter((id) => html.includes(`css-${id}`));
  return { styles: Object.fromEntries(ids.map((id) => [id, page.components.byId[id]!])), sections };
}

/**
 * The static sections of every page that has them, by route, as the browser takes them
 * (page-files.ts StaticSectionsFile). A page with static sections that was not drawn stops
 * the build: the browser would have no HTML to show for them.
 */
export function staticSectionsByRoute(rendered: RenderedSite, content: SiteContent): Map<string, StaticSectionsFile> {
  const drawn = new Map<string, PrerenderedPage>([[homeRoute, rendered.home], [notFoundRoute, rendered.notFound], ...rendered.routes]);
  for (const [prefix, page] of rendered.notFoundIn) drawn.set(localizedRoute(notFoundRoute, prefix), page);
  const byRoute = new Map<string, StaticSectionsFile>();
  for (const page of content.pages) {
    if (!hasStaticSections(page)) continue;
    const html = drawn.get(page.route);
    if (!html) throw new Error(`The page at ${page.route} has static sections but was not prerendered: the browser could not show them.`);
    const file = sectionsFile(html);
    if (file) byRoute.set(page.route, file);
  }
  return byRoute;
}

/** The sections files of the pages bundled with the app (home, not-found), by their path in dist/ (page-files.ts bundledSectionsFile). */
export function bundledSectionFiles(sections: ReadonlyMap<string, StaticSectionsFile>, content: SiteContent): Map<string, string> {
  const files = new Map<string, string>();
  for (const page of content.pages) {
    const file = sections.get(page.route);
    if (file && isBundledPage(content, page)) files.set(bundledSectionsFile(page.route), JSON.stringify(file));
  }
  return files;
}

/**
 * Each page's data file but those bundled with the app, by its path in dist/ (page-files.ts
 * pageDataFile): its entry and its content as the published site's browser bundle would have
 * held it (`browser`), its static sections inline. Written as each is made, one page at a time.
 */
export function* pageDataFiles(browser: SiteContent, sections: ReadonlyMap<string, StaticSectionsFile>): Generator<[string, string]> {
  for (const page of browser.pages) {
    if (isBundledPage(browser, page)) continue;
    const entry = pageEntry(browser, page);
    const own = sections.get(page.route);
    if (own) entry.page.staticSections = own;
    yield [pageDataFile(page.route), JSON.stringify(entry)];
  }
}
