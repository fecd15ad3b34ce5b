import { describe, expect, it } from "vitest";
import { prerenderedRoutes, routeShellFile } from "../../../scripts/prerender/route-shell.ts";
import { validateContentFolder } from "../../../scripts/content/validate-folder.ts";

// The route shell script itself: tests/src/boot/route-shell.test.ts.
describe("prerenderedRoutes", () => {
  it("is every shipped page but home, not-found and the auth landing, each with its own file", () => {
    const routes = prerenderedRoutes(validateContentFolder(process.cwd()).content!);
    expect(routes.sort()).toEqual(["/about", "/commitment", "/contact", "/partnerships", "/technology"]);
    expect(routes.map((route) => routeShellFile(route, "{}")).sort()).toEqual(["about", "commitment", "contact", "partnerships", "technology"].map((name) => `routes/${name}-44136fa3.json`));
    // A change of text is a change of name, so caches can keep the files for good.
    expect(routeShellFile("/about", "{}")).not.toBe(routeShellFile("/about", '{"title":"About"}'));
  });
});
