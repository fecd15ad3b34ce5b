import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, sep } from "node:path";
import { createBuilder } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import { pageModuleName } from "../../../src/content/page-files.ts";
import { entryPictures } from "../../../scripts/prerender/entry-cards.ts";

const outDir = mkdtempSync(join(tmpdir(), "site-build-"));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe("a production build (what `vite build` runs)", () => {
  it("reads and validates the content once, for every plugin and both environments, and prerenders the site", async () => {
    // As `vite build` runs: React and the build pick their production code from NODE_ENV, when
    // first loaded (the config's plugins load React's icon packages), so it is set before.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = "production";
    const { default: config, content } = await import("../../../vite.config.ts");
    try {
      const builder = await createBuilder({ ...config, configFile: false, logLevel: "silent", build: { ...config.build, outDir, emptyOutDir: true } });
      await builder.buildApp();
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    expect(content.validations).toBe(1);
    const pages = content.result().content!.pages;

    const written = readdirSync(outDir);
    expect(written).toEqual(expect.arrayContaining(["index.html", "404.html", "_headers", "robots.txt", "sitemap.xml", "sections", "cards", "assets", "about", "technology", "ar"]));
    expect(written).not.toContain("_redirects");
    expect(written).not.toContain("routes");
    const files = readdirSync(outDir, { recursive: true, encoding: "utf8" }).map((path) => path.split(sep).join("/"));
    // A file for each page but home (index.html), the not-found pages and the sign-in landings, beside its document: the Arabic home has one.
    const routeFiles = files.filter((file) => file.endsWith("/shell.json")).map((file) => pageModuleName(`/${file.slice(0, -"/shell.json".length)}`));
    expect(existsSync(join(outDir, "about/page.json")) && existsSync(join(outDir, "sections/home.json"))).toBe(true);
    // Each collection's pages (made from its folder, tested with it) have route files too.
    const pageFiles = routeFiles.filter((name) => !/^(ar_)?(news|events|careers)(_|$)/.test(name));
    const prerendered = ["about", "commitment", "contact", "cookie-policy", "esg", "partnerships", "privacy", "search", "technology"];
    expect(pageFiles.sort()).toEqual([...prerendered, "ar", ...prerendered.map((name) => `ar_${name}`)].sort());
    expect(routeFiles).toEqual(expect.arrayContaining(["news", "events", "careers"]));
    expect(pages.filter((page) => page.locale === "ar" && !page.counterpart)).toHaveLength(12);
    // A card for the site, home, and each page with a route file but the entries shared with a picture of their own, whose JPEG copy is written instead.
    const ownPictures = entryPictures(content.result().content!);
    expect(ownPictures.size).toBeGreaterThan(0);
    const drawn = routeFiles.filter((name) => ![...ownPictures.keys()].some((route) => pageModuleName(route) === name));
    expect(drawn.length).toBeLessThan(routeFiles.length);
    expect(readdirSync(join(outDir, "cards")).sort()).toEqual(["site", "home", ...drawn].map((name) => `${name}.png`).sort());
    for (const route of ownPictures.keys()) {
      const image = /<meta property="og:image" content="[^"]*\/(media\/variants\/[^"]+\.jpg)" \/>/.exec(readFileSync(join(outDir, `${route.slice(1)}/index.html`), "utf8"))?.[1];
      expect(image && existsSync(join(outDir, image)), route).toBe(true);
    }
    // The Arabic pages' documents under ar/: home (its data for a visit at its hash address beside it), each page with an address, the sign-in landing's data, and the not-found page.
    expect(readdirSync(join(outDir, "ar")).sort()).toEqual(["404.html", "about", "auth", "careers", "commitment", "contact", "cookie-policy", "esg", "events", "index.html", "news", "partnerships", "privacy", "search", "shell.json", "technology"]);
    expect(readFileSync(join(outDir, "ar/404.html"), "utf8")).toMatch(/<html lang="ar" dir="rtl"/);
    expect(readFileSync(join(outDir, "ar/about/index.html"), "utf8")).toMatch(/<html lang="ar" dir="rtl"/);
    const index = readFileSync(join(outDir, "index.html"), "utf8");
    const entry = /<script data-modules=['"]\.\/(assets\/index-[\w-]+\.js)[ '"]/.exec(index)?.[1];
    expect(entry && readdirSync(join(outDir, "assets"))).toContain(entry!.slice("assets/".length));
    expect(index).toContain("Fueling a Greener Tomorrow");

    // The studio for the published site, built beside the site: its two pages and the files they load.
    const studio = readFileSync(join(outDir, "studio/index.html"), "utf8");
    const studioEntry = /<script type="module" src="\.\/(assets\/studio-[\w-]+\.js)"/.exec(studio)?.[1];
    expect(studioEntry && existsSync(join(outDir, "studio", studioEntry))).toBe(true);
    const previewEntry = /<script type="module" src="(studio\/assets\/preview-[\w-]+\.js)"/.exec(readFileSync(join(outDir, "studio/preview.html"), "utf8"))?.[1];
    expect(previewEntry && existsSync(join(outDir, previewEntry))).toBe(true);
    // Nothing public links to or loads it: only robots.txt (Disallow) and _headers (its policy) name its folder.
    const naming = files.filter((file) => !file.startsWith("studio/") && !/\.(png|jpe?g|webp|woff2|mp4)$/.test(file) && statSync(join(outDir, file)).isFile() && readFileSync(join(outDir, file), "utf8").includes("studio/"));
    expect(naming.sort()).toEqual(["_headers", "robots.txt"]);
  }, 180_000);
});
