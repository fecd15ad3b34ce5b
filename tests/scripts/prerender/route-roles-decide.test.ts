import { describe, expect, it, vi } from "vitest";
import { localeModuleSource, siteModuleSource } from "../../../scripts/content/bundle.ts";
import { validateContentFolder } from "../../../scripts/content/validate-folder.ts";
import { pathRoutes } from "../../../scripts/prerender/path-urls.ts";
import { prerenderedRoutes } from "../../../scripts/prerender/route-shell.ts";
import type * as RouteRoles from "../../../src/content/route-roles.ts";
import { shippedCollections } from "../../fixtures/collections.ts";

// As if route-roles.ts gave /about home's part (bundled with the app, no file of its
// own) and /contact no address, in every language as the real roles are given (/ar/about,
// /ar/contact): every build step must follow it, naming no route itself.
vi.mock("../../../src/content/route-roles.ts", async (importOriginal) => {
  const roles = await importOriginal<typeof RouteRoles>();
  const about = (route: string) => /^(\/[a-z]{2,3})?\/about$/.test(route);
  const contact = (route: string) => /^(\/[a-z]{2,3})?\/contact$/.test(route);
  return {
    ...roles,
    isBundledWithApp: (route: string) => route === "/about" || roles.isBundledWithApp(route),
    hasPrerenderedRouteFile: (route: string) => !about(route) && roles.hasPrerenderedRouteFile(route),
    hasAddress: (route: string) => !contact(route) && roles.hasAddress(route),
  };
});

const content = validateContentFolder(process.cwd()).content!;
/** The news's own pages are made from content/news and tested with it (tests/src/validation/collections/). */
/** Routes no collection makes: each collection's listing and entries are tested with it. */
const collectionRoutes = shippedCollections.map((collection) => collection.route);
const withoutNews = (routes: readonly string[]) => routes.filter((route) => !collectionRoutes.some((listing) => new RegExp(`^(/ar)?${listing}(/|$)`).test(route)));


describe("the build asks route-roles.ts", () => {
  it("which pages ship with the app (inside their language's module), in every language", () => {
    expect(siteModuleSource(content, true)).not.toContain('"route"');
    const english = localeModuleSource(content, "en")!;
    expect(english).toContain('{"route":"/about","page":{');
    expect(english).not.toContain('{"route":"/technology"');
    const arabic = localeModuleSource(content, "ar")!;
    expect(arabic).toContain('{"route":"/ar/about","locale":"ar","page":{');
    expect(arabic).not.toContain('{"route":"/ar/technology"');
  });

  it("which get a prerendered file", () => {
    expect(withoutNews(prerenderedRoutes(content)).sort()).toEqual(["/ar", "/ar/commitment", "/ar/contact", "/ar/cookie-policy", "/ar/esg", "/ar/partnerships", "/ar/privacy", "/ar/search", "/ar/technology", "/commitment", "/contact", "/cookie-policy", "/esg", "/partnerships", "/privacy", "/search", "/technology"]);
  });

  it("which a path URL can name", () => {
    expect(withoutNews(pathRoutes(content)).sort()).toEqual(["/", "/about", "/ar", "/ar/about", "/ar/auth", "/ar/commitment", "/ar/cookie-policy", "/ar/esg", "/ar/partnerships", "/ar/privacy", "/ar/search", "/ar/technology", "/auth", "/commitment", "/cookie-policy", "/esg", "/partnerships", "/privacy", "/search", "/technology"]);
  });
});
