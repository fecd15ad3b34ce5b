import { describe, expect, it } from "vitest";
import { routeModules } from "../../../scripts/prerender/route-modules.ts";
import type { SiteContent } from "../../../src/content/site-content.ts";
import { siteLikeBundle } from "../../fixtures/bundle.ts";
import { withBlockMeta } from "../../fixtures/block-meta.ts";

const page = (route: string, ...types: string[]) => ({ route, title: route, description: route, sections: types.map((type) => ({ type, title: "x", items: [] })) });
const content = { site: {}, pages: [page("/", "hero", "faq"), page("*", "hero"), page("/about", "hero", "cards"), page("/contact", "hero", "faq")] } as unknown as SiteContent;

describe("routeModules", () => {
  it("lists, for each route not bundled with the app, its content chunk and its lazy blocks' chunks, less what the app loads", () => {
    expect(routeModules(content, siteLikeBundle)).toEqual({
      "/about": ["assets/about.js"],
      "/contact": ["assets/Faq.js", "assets/accordion.js", "assets/contact.js"],
    });
  });

  it("finds a lazy block's chunk from the component its meta.ts names", () => {
    const moved = withBlockMeta("faq", { component: "Faq/Accordion.tsx" }, () => routeModules(content, siteLikeBundle));
    expect(moved["/contact"]).toEqual(["assets/contact.js"]);
    // A block bundled with the app has no chunk of its own to look for.
    const bundled = withBlockMeta("faq", { lazy: false }, () => routeModules(content, siteLikeBundle));
    expect(bundled["/contact"]).toEqual(["assets/contact.js"]);
  });
});
