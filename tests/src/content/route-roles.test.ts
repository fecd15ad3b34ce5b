import { describe, expect, it } from "vitest";
import { authRoute, hasAddress, hasPathDocument, isIndexable, hasPrerenderedRouteFile, homeRoute, isBundledWithApp, notFoundRoute } from "../../../src/content/route-roles.ts";
import { notFoundRoute as notFoundFromPage } from "../../../src/content/page.ts";

const roles = (route: string) => ({ bundledWithApp: isBundledWithApp(route), prerenderedFile: hasPrerenderedRouteFile(route), address: hasAddress(route), pathDocument: hasPathDocument(route), indexable: isIndexable(route) });

describe("route roles", () => {
  it("give home, not-found, the auth landing and an ordinary page their parts", () => {
    expect(roles(homeRoute)).toEqual({ bundledWithApp: true, prerenderedFile: false, address: true, pathDocument: true, indexable: true });
    expect(roles(notFoundRoute)).toEqual({ bundledWithApp: true, prerenderedFile: false, address: false, pathDocument: false, indexable: false });
    expect(roles(authRoute)).toEqual({ bundledWithApp: false, prerenderedFile: false, address: true, pathDocument: false, indexable: false });
    expect(roles("/about")).toEqual({ bundledWithApp: false, prerenderedFile: true, address: true, pathDocument: true, indexable: true });
  });

  it("are the routes content writes, and the not-found route is still importable where it was", () => {
    expect([homeRoute, notFoundRoute, authRoute]).toEqual(["/", "*", "/auth"]);
    expect(notFoundFromPage).toBe(notFoundRoute);
  });
});
