import { describe, expect, it } from "vitest";
import { cssRules, otherLanguagePrefixes, prerenderedRoutes } from "../../../scripts/prerender/route-shell.ts";
import { validateContentFolder } from "../../../scripts/content/validate-folder.ts";
import { routeShellFile } from "../../../src/content/page-files.ts";
import { shippedCollections } from "../../fixtures/collections.ts";

/** The news's own pages are made from content/news and tested with it (tests/src/validation/collections/). */
/** Routes no collection makes: each collection's listing and entries are tested with it. */
const collectionRoutes = shippedCollections.map((collection) => collection.route);
const withoutNews = (routes: readonly string[]) => routes.filter((route) => !collectionRoutes.some((listing) => new RegExp(`^(/ar)?${listing}(/|$)`).test(route)));
const content = validateContentFolder(process.cwd()).content!;

// The route shell script itself: tests/src/boot/route-shell.test.ts.
describe("prerenderedRoutes", () => {
  it("is every shipped page but home, not-found and the auth landing, each with its own file beside its document", () => {
    const routes = withoutNews(prerenderedRoutes(content));
    const english = ["/about", "/commitment", "/contact", "/cookie-policy", "/esg", "/partnerships", "/privacy", "/search", "/technology"];
    // In Arabic too; its home, /ar, is not index.html, so it has a file of its own.
    const arabic = ["/ar", "/ar/about", "/ar/commitment", "/ar/contact", "/ar/cookie-policy", "/ar/esg", "/ar/partnerships", "/ar/privacy", "/ar/search", "/ar/technology"];
    expect(routes.sort()).toEqual([...english, ...arabic].sort());
    expect(routes).not.toContain("/ar/*");
    expect(routes).not.toContain("/ar/auth");
    expect(routeShellFile("/about")).toBe("about/shell.json");
    expect(routeShellFile("/ar")).toBe("ar/shell.json");
  });
});

describe("otherLanguagePrefixes", () => {
  it("names each language but index.html's by its prefix, for index.html to hand its #/ar/ addresses on", () => {
    expect(otherLanguagePrefixes(content)).toEqual(["/ar"]);
  });
});

describe("cssRules", () => {
  it("splits CSS into its rules, at-rules whole, braces in strings and comments aside", () => {
    expect(cssRules('.a{color:red}@media (min-width:40em){.a{color:blue}.b{x:1}}.c::after{content:"}{"}/* } */.d{y:2}')).toEqual([
      ".a{color:red}",
      "@media (min-width:40em){.a{color:blue}.b{x:1}}",
      '.c::after{content:"}{"}',
      "/* } */.d{y:2}",
    ]);
    expect(cssRules("")).toEqual([]);
  });
});
