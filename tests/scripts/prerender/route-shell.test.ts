import { describe, expect, it } from "vitest";
import { otherLanguageRoutes, prerenderedRoutes, routeShellFile } from "../../../scripts/prerender/route-shell.ts";
import { validateContentFolder } from "../../../scripts/content/validate-folder.ts";

/** The news's own pages are made from content/news and tested with it (tests/src/validation/news/). */
const withoutNews = (routes: readonly string[]) => routes.filter((route) => !/^(\/ar)?\/news(\/|$)/.test(route));

// The route shell script itself: tests/src/boot/route-shell.test.ts.
describe("prerenderedRoutes", () => {
  it("is every shipped page but home, not-found and the auth landing, each with its own file", () => {
    const routes = withoutNews(prerenderedRoutes(validateContentFolder(process.cwd()).content!));
    const english = ["/about", "/commitment", "/contact", "/cookie-policy", "/esg", "/partnerships", "/privacy", "/search", "/technology"];
    // In Arabic too; its home, /ar, is not index.html, so it has a file of its own.
    const arabic = ["/ar", "/ar/about", "/ar/commitment", "/ar/contact", "/ar/cookie-policy", "/ar/esg", "/ar/partnerships", "/ar/privacy", "/ar/search", "/ar/technology"];
    expect(routes.sort()).toEqual([...english, ...arabic].sort());
    expect(routes).not.toContain("/ar/*");
    expect(routes).not.toContain("/ar/auth");
    expect(english.map((route) => routeShellFile(route, "{}"))).toEqual(["about", "commitment", "contact", "cookie-policy", "esg", "partnerships", "privacy", "search", "technology"].map((name) => `routes/${name}-44136fa3.json`));
    expect(arabic.map((route) => routeShellFile(route, "{}"))).toEqual(["ar", "ar_about", "ar_commitment", "ar_contact", "ar_cookie-policy", "ar_esg", "ar_partnerships", "ar_privacy", "ar_search", "ar_technology"].map((name) => `routes/${name}-44136fa3.json`));
    // A change of text is a change of name, so caches can keep the files for good.
    expect(routeShellFile("/about", "{}")).not.toBe(routeShellFile("/about", '{"title":"About"}'));
  });
});

describe("otherLanguageRoutes", () => {
  it("names each Arabic page with a document of its own, for index.html to hand its #/ar/ address on to", () => {
    expect(withoutNews(otherLanguageRoutes(validateContentFolder(process.cwd()).content!)).sort()).toEqual(["/ar", "/ar/about", "/ar/commitment", "/ar/contact", "/ar/cookie-policy", "/ar/esg", "/ar/partnerships", "/ar/privacy", "/ar/search", "/ar/technology"]);
  });
});

