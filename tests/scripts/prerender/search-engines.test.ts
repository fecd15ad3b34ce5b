import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapEntries, sitemapXml } from "../../../scripts/prerender/search-engines.ts";
import type { SiteContent } from "../../../src/content/site-content.ts";

const pages = [
  { route: "/", updated: "2026-11-23" },
  { route: "/about", updated: "2026-11-20" },
  { route: "/contact" },
  { route: "/auth", updated: "2026-11-20" },
  { route: "*" },
];
const at = (url: string | undefined) => ({ site: { brand: { name: "Verdavia", ...(url ? { url } : {}) } }, pages }) as unknown as SiteContent;

describe("search engines", () => {
  it("robots.txt allows everything but the studio and names the sitemap by its absolute address", () => {
    expect(robotsTxt(at("https://www.verdavia.com"))).toBe("User-agent: *\nAllow: /\nDisallow: /studio/\n\nSitemap: https://www.verdavia.com/sitemap.xml\n");
    expect(robotsTxt(at("https://user.github.io/repo"))).toContain("Disallow: /repo/studio/\n");
    expect(robotsTxt(at("https://user.github.io/repo"))).toContain("Sitemap: https://user.github.io/repo/sitemap.xml");
    expect(robotsTxt(at(undefined))).toBe("User-agent: *\nAllow: /\nDisallow: /studio/\n");
  });

  it("the sitemap lists each public page's path URL, with the date its file gives, never a #/route, not-found or the auth landing", () => {
    expect(sitemapEntries(at("https://www.verdavia.com"))).toEqual([
      { loc: "https://www.verdavia.com/", lastmod: "2026-11-23" },
      { loc: "https://www.verdavia.com/about/", lastmod: "2026-11-20" },
      { loc: "https://www.verdavia.com/contact/", lastmod: undefined },
    ]);
    expect(sitemapEntries(at("https://user.github.io/repo")).map((entry) => entry.loc)).toContain("https://user.github.io/repo/about/");
    expect(sitemapEntries(at(undefined))).toEqual([]);
    const xml = sitemapXml(sitemapEntries(at("https://www.verdavia.com")));
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain("<loc>https://www.verdavia.com/about/</loc>\n    <lastmod>2026-11-20</lastmod>");
    expect(xml).toContain("<loc>https://www.verdavia.com/contact/</loc>\n  </url>");
    expect(xml).not.toContain("#");
  });
});
