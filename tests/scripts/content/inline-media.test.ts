import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { inlinedMedia, inlineFirstPaintMedia, inlineMediaLimit } from "../../../scripts/content/inline-media.ts";
import { validateSources } from "../../../src/validation/validate.ts";
import { mediaSource } from "../../../src/content/primitives.ts";
import { withBlockMeta } from "../../fixtures/block-meta.ts";
import { edit, siteSources, validHome } from "../../fixtures/content.ts";

const publicDir = mkdtempSync(join(tmpdir(), "inline-media-"));
afterAll(() => rmSync(publicDir, { recursive: true, force: true }));
mkdirSync(join(publicDir, "media"));
const smallSvg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9">\n  <rect width="16" height="9" fill="#0b4a5e"/>\n</svg>\n';
writeFileSync(join(publicDir, "media/poster.svg"), smallSvg);
writeFileSync(join(publicDir, "media/photo.jpg"), Buffer.alloc(inlineMediaLimit + 1, 1));
writeFileSync(join(publicDir, "media/tiny.png"), Buffer.from([137, 80, 78, 71]));

describe("inlinedMedia", () => {
  it("turns a small local SVG into a data: URL that decodes to the same picture", () => {
    const url = inlinedMedia("/media/poster.svg", publicDir)!;
    expect(url).toMatch(/^data:image\/svg\+xml,/);
    expect(url).not.toMatch(/["#<>\s]/);
    expect(decodeURIComponent(url.slice("data:image/svg+xml,".length))).toBe(smallSvg.replace(/\s+/g, " ").trim());
  });

  it("base64-encodes other small images", () => {
    expect(inlinedMedia("/media/tiny.png", publicDir)).toBe("data:image/png;base64,iVBORw==");
  });

  it("leaves big, missing and remote files to be fetched", () => {
    expect(inlinedMedia("/media/photo.jpg", publicDir)).toBeUndefined();
    expect(inlinedMedia("/media/missing.svg", publicDir)).toBeUndefined();
    expect(inlinedMedia("https://images.example.com/poster.svg", publicDir)).toBeUndefined();
  });

  it("never reads a file outside public/", () => {
    writeFileSync(join(publicDir, "../outside.svg"), smallSvg);
    expect(inlinedMedia("/../outside.svg", publicDir)).toBeUndefined();
    expect(inlinedMedia("/media/../../outside.svg", publicDir)).toBeUndefined();
    rmSync(join(publicDir, "../outside.svg"));
  });

  it("is backed by the schema, which refuses a media path that climbs out of public/", () => {
    expect(mediaSource.safeParse("/../secret.png").success).toBe(false);
    expect(mediaSource.safeParse("/media/../../secret.png").success).toBe(false);
    expect(mediaSource.safeParse("/media/hero..final.jpg").success).toBe(true);
    expect(mediaSource.safeParse("/media/hero.jpg").success).toBe(true);
  });
});

describe("inlineFirstPaintMedia", () => {
  it("inlines a hero's small poster and leaves every other section alone", () => {
    const home = edit(validHome, "    title: Fueling a Greener Tomorrow\n", "    title: Fueling a Greener Tomorrow\n    video:\n      src: https://videos.example.com/loop.mp4\n      poster: /media/poster.svg\n");
    const content = validateSources(siteSources({ "content/pages/home.yaml": home })).content!;
    const shipped = inlineFirstPaintMedia(content, publicDir);
    const hero = shipped.pages.find((page) => page.route === "/")!.sections[0]!;
    expect(hero.type === "hero" && hero.video?.poster).toMatch(/^data:image\/svg\+xml,/);
    expect(hero.type === "hero" && hero.video?.src).toBe("https://videos.example.com/loop.mp4");
    expect(shipped.pages.filter((page) => page.route !== "/")).toEqual(content.pages.filter((page) => page.route !== "/"));
    // The validated content itself is not changed: the CSP, sharing tags and editors see file paths.
    const original = content.pages.find((page) => page.route === "/")!.sections[0]!;
    expect(original.type === "hero" && original.video?.poster).toBe("/media/poster.svg");
  });

  it("inlines only for blocks whose meta.ts lets them paint first", () => {
    const home = edit(validHome, "    title: Fueling a Greener Tomorrow\n", "    title: Fueling a Greener Tomorrow\n    image:\n      src: /media/poster.svg\n      decorative: true\n");
    const content = validateSources(siteSources({ "content/pages/home.yaml": home })).content!;
    const heroImage = (shipped: typeof content) => {
      const hero = shipped.pages.find((page) => page.route === "/")!.sections[0]!;
      return hero.type === "hero" ? hero.image?.src : undefined;
    };
    expect(heroImage(inlineFirstPaintMedia(content, publicDir))).toMatch(/^data:image\/svg\+xml,/);
    expect(withBlockMeta("hero", { paintsFirst: false }, () => heroImage(inlineFirstPaintMedia(content, publicDir)))).toBe("/media/poster.svg");
  });
});
