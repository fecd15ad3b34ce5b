/**
 * robots.txt and sitemap.xml. A sitemap lists addresses a crawler can fetch as pages of
 * their own. Under hash routing that is only the site's root: a crawler drops everything
 * after "#", so `/#/about` is the root again, and `/about` is a redirect to it. Listing
 * either would be a duplicate or a redirect, which search consoles report as errors.
 * The README says what to do when every page must be indexed.
 */
import { crawlableRoutes } from "../../src/content/route-roles.ts";
import type { SiteContent } from "../../src/content/site-content.ts";
import { siteBasePath } from "./path-urls.ts";
import { escapeMarkup as escapeXml } from "../escape-markup.ts";

/** The absolute addresses a crawler can fetch as pages (route-roles.ts: the root), from site.yaml's url. */
export function crawlableUrls(content: SiteContent): string[] {
  const url = content.site.brand.url;
  if (!url) return [];
  const root = new URL(siteBasePath(content.site), url);
  return crawlableRoutes.map((route) => new URL(route.slice(1), root).href);
}


export function sitemapXml(urls: string[]): string {
  const entries = urls.map((url) => `  <url>\n    <loc>${escapeXml(url)}</loc>\n  </url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
}

/** Everything may be crawled; the sitemap is named when the site's address is known. */
export function robotsTxt(content: SiteContent): string {
  const url = content.site.brand.url;
  const sitemap = url ? `\nSitemap: ${new URL("sitemap.xml", new URL(siteBasePath(content.site), url)).href}\n` : "";
  return `User-agent: *\nAllow: /\n${sitemap}`;
}
