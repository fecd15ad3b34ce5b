import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, sep } from "node:path";
import { pageModuleName } from "../../src/content/page-files.ts";
import { validateSources } from "../../src/validation/validate.ts";
import { readContentSources } from "../../scripts/content/sources.ts";
import { entryPictures } from "../../scripts/prerender/entry-cards.ts";
import { expect, sameOnEveryScreen, test } from "./fixtures.ts";

/**
 * The files `vite build` wrote, read from dist/ as the browser tests find it: CI builds once, and
 * this reads that build rather than making a second one of its own.
 */
const dist = "dist";

test("the build writes each page's document, data and card, the Arabic under ar/, and the studio beside them, named nowhere public", sameOnEveryScreen, () => {
  // As the build publishes: no drafts, nothing scheduled for later.
  const content = validateSources(readContentSources(process.cwd()), { publish: { preview: false } }).content!;
  const pages = content.pages;

  const written = readdirSync(dist);
  expect(written).toEqual(expect.arrayContaining(["index.html", "404.html", "_headers", "robots.txt", "sitemap.xml", "sections", "cards", "assets", "about", "technology", "ar"]));
  expect(written).not.toContain("_redirects");
  expect(written).not.toContain("routes");
  const files = readdirSync(dist, { recursive: true, encoding: "utf8" }).map((path) => path.split(sep).join("/"));
  // A file for each page but home (index.html), the not-found pages and the sign-in landings, beside its document: the Arabic home has one.
  const routeFiles = files.filter((file) => file.endsWith("/shell.json")).map((file) => pageModuleName(`/${file.slice(0, -"/shell.json".length)}`));
  expect(existsSync(join(dist, "about/page.json")) && existsSync(join(dist, "sections/home.json"))).toBe(true);
  // Each collection's pages (made from its folder, tested with it) have route files too.
  const pageFiles = routeFiles.filter((name) => !/^(ar_)?(news|events|careers)(_|$)/.test(name));
  const prerendered = ["about", "commitment", "contact", "cookie-policy", "esg", "partnerships", "privacy", "search", "technology"];
  expect(pageFiles.sort()).toEqual([...prerendered, "ar", ...prerendered.map((name) => `ar_${name}`)].sort());
  expect(routeFiles).toEqual(expect.arrayContaining(["news", "events", "careers"]));
  expect(pages.filter((page) => page.locale === "ar" && !page.counterpart)).toHaveLength(12);
  // A card for the site, home, and each page with a route file but the entries shared with a picture of their own, whose JPEG copy is written instead.
  const ownPictures = entryPictures(content);
  expect(ownPictures.size).toBeGreaterThan(0);
  const drawn = routeFiles.filter((name) => ![...ownPictures.keys()].some((route) => pageModuleName(route) === name));
  expect(drawn.length).toBeLessThan(routeFiles.length);
  expect(readdirSync(join(dist, "cards")).sort()).toEqual(["site", "home", ...drawn].map((name) => `${name}.png`).sort());
  for (const route of ownPictures.keys()) {
    const image = /<meta property="og:image" content="[^"]*\/(media\/variants\/[^"]+\.jpg)" \/>/.exec(readFileSync(join(dist, `${route.slice(1)}/index.html`), "utf8"))?.[1];
    expect(image && existsSync(join(dist, image)), route).toBe(true);
  }
  // The Arabic pages' documents under ar/: home (its data for a visit at its hash address beside it), each page with an address, the sign-in landing's data, and the not-found page.
  expect(readdirSync(join(dist, "ar")).sort()).toEqual(["404.html", "about", "auth", "careers", "commitment", "contact", "cookie-policy", "esg", "events", "index.html", "news", "partnerships", "privacy", "search", "shell.json", "technology"]);
  expect(readFileSync(join(dist, "ar/404.html"), "utf8")).toMatch(/<html lang="ar" dir="rtl"/);
  expect(readFileSync(join(dist, "ar/about/index.html"), "utf8")).toMatch(/<html lang="ar" dir="rtl"/);
  const index = readFileSync(join(dist, "index.html"), "utf8");
  const entry = /<script data-modules=['"][^'"]*\.\/(assets\/index-[\w-]+\.js)[ '"]/.exec(index)?.[1];
  expect(entry && readdirSync(join(dist, "assets"))).toContain(entry!.slice("assets/".length));
  expect(index).toContain("Fueling a Greener Tomorrow");

  // The studio for the published site, built beside the site: its two pages and the files they load.
  const studio = readFileSync(join(dist, "studio/index.html"), "utf8");
  const studioEntry = /<script type="module" src="\.\/(assets\/studio-[\w-]+\.js)"/.exec(studio)?.[1];
  expect(studioEntry && existsSync(join(dist, "studio", studioEntry))).toBe(true);
  const previewEntry = /<script type="module" src="(studio\/assets\/preview-[\w-]+\.js)"/.exec(readFileSync(join(dist, "studio/preview.html"), "utf8"))?.[1];
  expect(previewEntry && existsSync(join(dist, previewEntry))).toBe(true);
  // Nothing public links to or loads it: only robots.txt (Disallow) and _headers (its policy) name its folder.
  const naming = files.filter((file) => !file.startsWith("studio/") && !/\.(png|jpe?g|webp|woff2|mp4)$/.test(file) && statSync(join(dist, file)).isFile() && readFileSync(join(dist, file), "utf8").includes("studio/"));
  expect(naming.sort()).toEqual(["_headers", "robots.txt"]);
});
