import { describe, expect, it } from "vitest";
import { inlineBundle, localeModuleSource, pageEntry, siteModuleSource } from "../../../scripts/content/bundle.ts";
import { bundledSectionsFile, pageDataFile, pageModuleName, routeShellFile } from "../../../src/content/page-files.ts";
import { iconShapes, pageIcons } from "../../../scripts/content/icons.ts";
import { validateSources } from "../../../src/validation/validate.ts";
import { iconNames } from "../../../src/content/icon-names.ts";
import { siteSources } from "../../fixtures/content.ts";

const content = validateSources(siteSources()).content!;

describe("content bundle", () => {
  it("ships home and not-found with their language's module, and no other page: the rest are fetched by their address", () => {
    expect(siteModuleSource(content, true)).toContain('"en": { load: () => import("virtual:site-locale/en")');
    expect(siteModuleSource(content, true)).not.toContain('"route"');
    const source = localeModuleSource(content, "en")!;
    expect(source).toContain('{"route":"/","page":{');
    expect(source).toContain('{"route":"*","page":{');
    expect(source).toContain("fetchesPages: true");
    expect(source).not.toContain('{"route":"/about"');
    expect(source).not.toContain("Cut aviation emissions.");
  });

  it("gives a page's entry its content with its icons, as its data file holds it", () => {
    const about = content.pages.find((page) => page.route === "/about")!;
    expect(JSON.stringify(pageEntry(content, about))).toContain("Cut aviation emissions.");
  });

  it("inlines every page when not splitting", () => {
    expect(siteModuleSource(content, false)).not.toContain("import(");
    const pages = inlineBundle(content).sites.en!.bundle!.pages;
    expect(pages.map((entry) => entry.route)).toEqual(["/about", "/contact", "/", "*"]);
    expect(pages.every((entry) => entry.page !== undefined)).toBe(true);
  });

  it("names page modules after their routes, and a page's files by its address", () => {
    expect(pageModuleName("/")).toBe("home");
    expect(pageModuleName("*")).toBe("not-found");
    expect(pageModuleName("/partners/airlines")).toBe("partners_airlines");
    expect(pageDataFile("/partners/airlines")).toBe("partners/airlines/page.json");
    expect(routeShellFile("/ar/news/خبر")).toBe("ar/news/خبر/shell.json");
    expect(bundledSectionsFile("/ar/*")).toBe("sections/ar_not-found.json");
  });
});

describe("icons", () => {
  it("turns every supported icon name into SVG shapes", () => {
    for (const name of iconNames) {
      const shapes = iconShapes(name);
      expect(shapes.length, name).toBeGreaterThan(0);
      for (const [tag, attributes] of shapes) {
        expect(["path", "circle", "line", "rect", "polyline", "polygon", "ellipse"], name).toContain(tag);
        expect(Object.keys(attributes).length, name).toBeGreaterThan(0);
      }
    }
  });

  it("sends a page only the icons it names", () => {
    const home = content.pages.find((page) => page.route === "/")!;
    expect(Object.keys(pageIcons(home))).toEqual(["leaf"]);
    const about = content.pages.find((page) => page.route === "/about")!;
    expect(pageIcons(about)).toEqual({});
  });
});
