import { describe, expect, it } from "vitest";
import { routeModules } from "../../../scripts/prerender/route-modules.ts";
import type { SiteContent } from "../../../src/content/site-content.ts";
import { bundleOf, siteLikeBundle } from "../../fixtures/bundle.ts";
import { withBlockMeta } from "../../fixtures/block-meta.ts";

const page = (route: string, ...types: string[]) => ({ route, title: route, description: route, sections: types.map((type) => ({ type, title: "x", items: [] })) });
const content = { site: {}, pages: [page("/", "hero", "faq"), page("*", "hero"), page("/about", "hero", "cards"), page("/contact", "hero", "faq")] } as unknown as SiteContent;

describe("routeModules", () => {
  it("lists, for each route, its lazy blocks' chunks, less what the app loads: no page's content is a chunk", () => {
    // Home's content comes with its language's module, but its FAQ still loads on demand.
    expect(routeModules(content, siteLikeBundle)).toEqual({
      "/": ["assets/Faq.js", "assets/accordion.js"],
      "/contact": ["assets/Faq.js", "assets/accordion.js"],
    });
  });

  it("lists first the module of the route's language, which holds its site settings and page table", () => {
    const withLanguages = bundleOf([
      { fileName: "assets/index.js", isEntry: true },
      { fileName: "assets/en.js", facade: "\0virtual:site-locale/en" },
      { fileName: "assets/ar.js", facade: "\0virtual:site-locale/ar" },
    ]);
    const bilingual = { site: { locales: [{ code: "en", name: "English", dir: "ltr" }, { code: "ar", name: "العربية", dir: "rtl" }] }, pages: [page("/about", "hero"), { ...page("/ar/about", "hero"), locale: "ar" }] } as unknown as SiteContent;
    expect(routeModules(bilingual, withLanguages)).toEqual({ "/about": ["assets/en.js"], "/ar/about": ["assets/ar.js"] });
  });

  it("finds a lazy block's chunk from the component its meta.ts names", () => {
    const moved = withBlockMeta("faq", { component: "Faq/Accordion.tsx" }, () => routeModules(content, siteLikeBundle));
    expect(moved["/contact"]).toBeUndefined();
    // A block bundled with the app has no chunk of its own to look for.
    const bundled = withBlockMeta("faq", { lazy: false }, () => routeModules(content, siteLikeBundle));
    expect(bundled["/contact"]).toBeUndefined();
  });
});
