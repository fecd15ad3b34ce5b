import { describe, expect, it } from "vitest";
import { headTags } from "../../../scripts/prerender/head.ts";
import { validateContentFolder } from "../../../scripts/content/validate-folder.ts";
import type { Page } from "../../../src/content/page.ts";
import { withBlockMeta } from "../../fixtures/block-meta.ts";

const content = validateContentFolder(".").content!;
const home = content.pages.find((page) => page.route === "/")!;
const withHero = (hero: Record<string, unknown>): Page => ({ ...home, sections: [{ ...home.sections[0]!, video: undefined, image: undefined, ...hero } as Page["sections"][number], ...home.sections.slice(1)] });
const tags = (page: Page) => headTags({ site: content.site, page });

describe("the hero picture's preload", () => {
  it("preloads a video's poster file, the first thing a visitor sees", () => {
    expect(tags(withHero({ video: { src: "/media/loop.mp4", poster: "/media/poster.jpg" } }))).toContain('<link rel="preload" as="image" href="./media/poster.jpg" fetchpriority="high" />');
  });

  it("does not preload a hero photo that is shown through its smaller copies, which would download it twice", () => {
    expect(tags(withHero({ image: { src: "/media/plant.jpg", alt: "The plant at dawn" } }))).not.toContain('rel="preload" as="image"');
  });

  it("still preloads a hero drawing, which has no copies", () => {
    expect(tags(withHero({ image: { src: "/media/plant.svg", decorative: true } }))).toContain('href="./media/plant.svg"');
  });

  it("preloads only for a block whose meta.ts lets it paint first", () => {
    const page = withHero({ video: { src: "/media/loop.mp4", poster: "/media/poster.jpg" } });
    expect(withBlockMeta("hero", { paintsFirst: false }, () => tags(page))).not.toContain('rel="preload" as="image"');
  });
});
