import { describe, expect, it } from "vitest";
import { crawlableUrls, robotsTxt, sitemapXml } from "../../../scripts/prerender/search-engines.ts";
import type { SiteContent } from "../../../src/content/site-content.ts";

const at = (url: string | undefined) => ({ site: { brand: { name: "Verdavia", ...(url ? { url } : {}) } }, pages: [] }) as unknown as SiteContent;

describe("search engines", () => {
  it("robots.txt allows everything and names the sitemap by its absolute address", () => {
    expect(robotsTxt(at("https://www.verdavia.com"))).toBe("User-agent: *\nAllow: /\n\nSitemap: https://www.verdavia.com/sitemap.xml\n");
    expect(robotsTxt(at("https://user.github.io/repo"))).toContain("Sitemap: https://user.github.io/repo/sitemap.xml");
    expect(robotsTxt(at(undefined))).toBe("User-agent: *\nAllow: /\n");
  });

  it("the sitemap lists what a crawler can fetch as a page: the root, never a #/route or a redirect", () => {
    expect(crawlableUrls(at("https://www.verdavia.com"))).toEqual(["https://www.verdavia.com/"]);
    expect(crawlableUrls(at("https://user.github.io/repo"))).toEqual(["https://user.github.io/repo/"]);
    expect(crawlableUrls(at(undefined))).toEqual([]);
    const xml = sitemapXml(["https://www.verdavia.com/"]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain("<loc>https://www.verdavia.com/</loc>");
    expect(xml).not.toContain("#");
  });
});
