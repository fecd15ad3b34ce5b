/**
 * robots.txt and sitemap.xml. Every public page has a document at its path
 * (path-documents.ts), so the sitemap lists each one's path URL (`{url}/about/`), the
 * address its canonical link names. Not-found has no address and the auth landing only
 * redirects: neither is listed, and both carry `noindex`.
 *
 * `lastmod` is the page file's own `updated:` date. A file's mtime changes on every
 * checkout and a commit's date with every edit of a comma or of the engine; the date an
 * editor writes in the page says when its words changed, travels with the content into
 * any build, and is the same on every machine. A page without one has no lastmod, which
 * search engines read as "unknown", better than a wrong date.
 */
import { homeRoute, isIndexable } from "../../src/content/route-roles.ts";
import type { SiteContent } from "../../src/content/site-content.ts";
import { routeForms, unlocalizedRoute } from "../../src/lib/hash-route.ts";
import type { LocalizedPage } from "../../src/content/localize.ts";
import { documentLanguage, languageOf, type Alternate } from "./languages.ts";
import { hostedStudioFolder } from "../../src/studio/hosted/page-data.ts";
import { escapeMarkup as escapeXml } from "../escape-markup.ts";
import { siteBasePath } from "./path-urls.ts";

export interface SitemapEntry {
  /** The page's absolute path URL. */
  loc: string;
  /** YYYY-MM-DD. */
  lastmod?: string | undefined;
  /** The same page in every language it is written in, this one included (xhtml:link), and x-default. */
  alternates?: readonly Alternate[];
}

/** Each page search engines may list, by its absolute path URL, from site.yaml's url; none without it. */
export function sitemapEntries(content: SiteContent): SitemapEntry[] {
  const url = content.site.brand.url;
  if (!url) return [];
  const isHome = (page: LocalizedPage) => unlocalizedRoute(page.route, languageOf(page, content).prefix) === homeRoute;
  return (
    content.pages
      // A page not yet translated is the English one, listed at its own address.
      .filter((page) => isIndexable(page.route) && !page.contentLocale)
      // Each language's home first, then its other pages as content/pages lists them; the default language first.
      .sort((a, b) => Number(Boolean(a.locale)) - Number(Boolean(b.locale)) || Number(isHome(b)) - Number(isHome(a)))
      .map((page) => {
        const { alternates } = documentLanguage(page, content);
        return { loc: routeForms(page.route, url).url!, lastmod: page.updated, ...(alternates.length > 0 ? { alternates } : {}) };
      })
  );
}

export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map(({ loc, lastmod, alternates = [] }) => {
    const links = alternates.map((alternate) => `\n    <xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.url)}"/>`).join("");
    return `  <url>\n    <loc>${escapeXml(loc)}</loc>${lastmod ? `\n    <lastmod>${lastmod}</lastmod>` : ""}${links}\n  </url>`;
  });
  const xhtml = entries.some((entry) => entry.alternates?.length) ? ` xmlns:xhtml="http://www.w3.org/1999/xhtml"` : "";
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${urls.join("\n")}\n</urlset>\n`;
}

/**
 * Everything may be crawled but the studio, an editors' tool (its pages say noindex too);
 * the sitemap is named when the site's address is known.
 */
export function robotsTxt(content: SiteContent): string {
  const url = content.site.brand.url;
  const sitemap = url ? `\nSitemap: ${new URL("sitemap.xml", routeForms("/", url).url).href}\n` : "";
  return `User-agent: *\nAllow: /\nDisallow: ${siteBasePath(content.site)}${hostedStudioFolder}/\n${sitemap}`;
}
