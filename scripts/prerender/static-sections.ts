/**
 * Each page's static sections (src/content/page-files.ts): the HTML inside each
 * `data-static-section` frame of the page the prerender drew, and the CSS those sections use.
 * They travel in the page's data file, or in a file of their own for a page bundled with the
 * app; the browser takes them when the visitor moves to the page inside the app, and shows
 * the sections without their code (src/islands/island-renderer.tsx).
 */
import { bundledSectionsFile, pageDataFile, type StaticSectionsFile } from "../../src/content/page-files.ts";
import { pageEntry } from "../content/bundle.ts";
import type { SiteContent } from "../../src/content/site-content.ts";
import { hasStaticSections, isBundledPage } from "../content/island-data.ts";
import { staticSectionAttribute } from "../../src/islands/markers.ts";
import type { PrerenderedPage } from "../../src/entry-server.tsx";
import type { LocalizedPage } from "../../src/content/localize.ts";

const frameStart = new RegExp(`<div ${staticSectionAttribute}="(\\d+)">`, "g");
const divTag = /<div[\s>]|<\/div>/g;
/** An emotion class in an attribute: `css-` and the rule's id, up to the next space or quote. */
const emotionClass = /\bcss-([^\s"']+)/g;

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
  // emotion names each rule's class `css-<id>`: the rules these sections use are those whose class they carry,
  // read from the HTML once rather than searched for once a rule.
  const used = new Set(Array.from(html.matchAll(emotionClass), (match) => match[1]));
  const ids = page.components.ids.filter((id) => used.has(id));
  return {
    styles: Object.fromEntries(ids.map((id) => [id, page.components.byId[id]!])),
    sections,
  };
}

/**
 * The files of a page besides its document, as the browser takes them: a page bundled with
 * the app (home, not-found) gets a file of its static sections' HTML (page-files.ts
 * bundledSectionsFile); every other page its data file (pageDataFile), its entry and its
 * content as the published site's browser bundle would have held it (`browser`), its static
 * sections inline. `drawn`: the page as the prerender drew it; a page with static sections
 * that was not drawn stops the build, as the browser would have no HTML to show for them.
 */
export function pageFiles(browser: SiteContent, page: LocalizedPage, drawn: PrerenderedPage | undefined): [string, string][] {
  if (hasStaticSections(page) && !drawn) throw new Error(`The page at ${page.route} has static sections but was not prerendered: the browser could not show them.`);
  const sections = hasStaticSections(page) && drawn ? sectionsFile(drawn) : undefined;
  if (isBundledPage(browser, page)) return sections ? [[bundledSectionsFile(page.route), JSON.stringify(sections)]] : [];
  const entry = pageEntry(browser, page);
  if (sections) entry.page.staticSections = sections;
  return [[pageDataFile(page.route), JSON.stringify(entry)]];
}
