import { describe, expect, it } from "vitest";
import { blockMetas } from "../../../src/blocks/metas.ts";
import { islands } from "../../../src/blocks/islands.ts";
import type { BlockType } from "../../../src/blocks/schemas.ts";
import { staticBlockModules, withoutStaticSectionData } from "../../../scripts/content/island-data.ts";
import { validateSources } from "../../../src/validation/validate.ts";
import { siteSources } from "../../fixtures/content.ts";

const types = Object.keys(blockMetas) as BlockType[];

describe("islands: what of a block reaches the published site's browser", () => {
  it("every block's meta says static or interactive, and exactly the interactive ones have a line in the islands registry", () => {
    for (const type of types) expect(["static", "interactive"]).toContain(blockMetas[type].hydration);
    expect(Object.keys(islands).sort()).toEqual(types.filter((type) => blockMetas[type].hydration === "interactive").sort());
  });

  it("the browser's page data keeps an interactive section whole and only the type of a static one", () => {
    const site = validateSources(siteSources()).content!;
    const slim = withoutStaticSectionData(site);
    const sections = slim.pages.flatMap((page) => page.sections);
    const staticOnes = sections.filter((section) => blockMetas[section.type].hydration === "static");
    expect(staticOnes.length).toBeGreaterThan(0);
    for (const section of staticOnes) expect(section).toEqual({ type: section.type });
    const whole = site.pages.flatMap((page) => page.sections).filter((section) => blockMetas[section.type].hydration === "interactive");
    expect(sections.filter((section) => blockMetas[section.type].hydration === "interactive")).toEqual(whole);
    // The content handed in is left as it was: the prerender draws from it.
    expect(site.pages.flatMap((page) => page.sections).some((section) => blockMetas[section.type].hydration === "static" && Object.keys(section).length > 1)).toBe(true);
  });

  it("names a static block's component module in a chunk, and lets its meta and interactive blocks' code through", () => {
    const ids = ["/repo/src/blocks/Cards/Cards.tsx", "/repo/src/blocks/Cards/meta.ts", "/repo/src/blocks/Faq/Faq.tsx", "C:\\repo\\src\\blocks\\Latest\\Latest.tsx", "/repo/src/app/App.tsx"];
    expect(staticBlockModules(ids)).toEqual(["src/blocks/Cards/Cards.tsx", "src/blocks/Latest/Latest.tsx"]);
  });
});
