import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { notFoundDocument, pathRoutes, siteBasePath } from "../../../scripts/prerender/path-urls.ts";
import { validateContentFolder } from "../../../scripts/content/validate-folder.ts";
import type { Site } from "../../../src/content/site.ts";

const siteAt = (url: string | undefined) => ({ brand: { name: "Verdavia", ...(url ? { url } : {}) } }) as Site;

// The redirect script itself: tests/src/boot/path-redirect.test.ts.
describe("path URLs", () => {
  it("takes the base path from site.yaml's url", () => {
    expect(siteBasePath(siteAt("https://www.verdavia.com"))).toBe("/");
    expect(siteBasePath(siteAt("https://user.github.io/repo"))).toBe("/repo/");
    expect(siteBasePath(siteAt("https://user.github.io/repo/"))).toBe("/repo/");
    expect(siteBasePath(siteAt(undefined))).toBe("/");
  });

  it("covers every shipped page but the not-found page, in each language", () => {
    const { content } = validateContentFolder(process.cwd());
    const shipped = pathRoutes(content!);
    expect(shipped).toContain("/");
    expect(shipped).toContain("/about");
    expect(shipped).toContain("/ar");
    expect(shipped).toContain("/ar/about");
    expect(shipped).toContain("/ar/auth");
    expect(shipped).not.toContain("*");
    expect(shipped).not.toContain("/ar/*");
    // Every page but the two not-found pages, English and Arabic.
    expect(shipped).toHaveLength(content!.pages.length - 2);
  });

  it("makes a static 404.html: the redirect first, a base for its files, no app scripts", () => {
    // The project's own template: its slots hold the dev server's title, entry script and empty root.
    const template = readFileSync("index.html", "utf8");
    const html = notFoundDocument({ template, basePath: "/", cspTag: `<meta http-equiv="Content-Security-Policy" content="default-src &#39;self&#39;" />`, redirectTag: "<script>go()</script>", title: "Page Not Found", styleTags: "<style>a{}</style>", html: "<main><h1>Page Not Found</h1></main>" });
    expect(html).not.toContain("<script type=\"module\"");
    expect(html).not.toContain("modulepreload");
    expect(html.indexOf('<base href="/" />')).toBeLessThan(html.indexOf("<script>go()</script>"));
    expect(html.indexOf("Content-Security-Policy")).toBeLessThan(html.indexOf("<script>go()</script>"));
    expect(html).toContain("<title>Page Not Found</title>");
    expect(html).not.toContain("<title>Verdavia</title>");
    expect(html).not.toContain("<!--app-");
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('<div id="root"><main><h1>Page Not Found</h1></main></div>');
  });
});
