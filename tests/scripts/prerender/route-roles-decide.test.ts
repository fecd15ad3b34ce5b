import { describe, expect, it, vi } from "vitest";
import { siteModuleSource } from "../../../scripts/content/bundle.ts";
import { validateContentFolder } from "../../../scripts/content/validate-folder.ts";
import { pathRoutes } from "../../../scripts/prerender/path-urls.ts";
import { routeModules } from "../../../scripts/prerender/route-modules.ts";
import { prerenderedRoutes } from "../../../scripts/prerender/route-shell.ts";
import type * as RouteRoles from "../../../src/content/route-roles.ts";
import { siteLikeBundle } from "../../fixtures/bundle.ts";

// As if route-roles.ts gave /about home's part (bundled with the app, no file of its
// own) and /contact no address: every build step must follow it, naming no route itself.
vi.mock("../../../src/content/route-roles.ts", async (importOriginal) => {
  const roles = await importOriginal<typeof RouteRoles>();
  return {
    ...roles,
    isBundledWithApp: (route: string) => route === "/about" || roles.isBundledWithApp(route),
    hasPrerenderedRouteFile: (route: string) => route !== "/about" && roles.hasPrerenderedRouteFile(route),
    hasAddress: (route: string) => route !== "/contact" && roles.hasAddress(route),
  };
});

const content = validateContentFolder(process.cwd()).content!;

describe("the build asks route-roles.ts", () => {
  it("which pages ship with the app", () => {
    const source = siteModuleSource(content, true);
    expect(source).toContain('{ route: "/about", page: {');
    expect(source).toContain('{ route: "/technology", load: () => import("virtual:site-page/technology")');
  });

  it("which get a prerendered file and a list of modules to fetch", () => {
    expect(prerenderedRoutes(content).sort()).toEqual(["/commitment", "/contact", "/partnerships", "/technology"]);
    const withAbout = { ...content, pages: content.pages.filter((page) => page.route === "/about" || page.route === "/contact") };
    expect(Object.keys(routeModules(withAbout, siteLikeBundle))).toEqual(["/contact"]);
  });

  it("which a path URL can name", () => {
    expect(pathRoutes(content).sort()).toEqual(["/", "/about", "/auth", "/commitment", "/partnerships", "/technology"]);
  });
});
