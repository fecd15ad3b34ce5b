import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ImageVariants } from "../../../src/content/image-variants.ts";
import type { Page } from "../../../src/content/page.ts";
import type { SiteContent } from "../../../src/content/site-content.ts";
import { cachedVariant, cdnSrcset, planLocalImages, renderVariant, variantWidths, withResponsiveImages } from "../../../scripts/content/responsive-images.ts";
import { validateContentFolder } from "../../../scripts/content/validate-folder.ts";

const loadShippedContent = () => validateContentFolder(".").content!;

describe("cdnSrcset", () => {
  it("asks Unsplash for each width through its own w parameter, keeping the editor's quality", () => {
    const srcset = cdnSrcset("https://images.unsplash.com/photo-1?w=1200&q=80")!;
    const candidates = srcset.split(", ");
    expect(candidates).toHaveLength(variantWidths.length);
    expect(candidates[0]).toMatch(/^https:\/\/images\.unsplash\.com\/photo-1\?w=160&q=80\S* 160w$/);
    expect(candidates.at(-1)).toMatch(/w=1920\S* 1920w$/);
  });

  it("offers nothing for hosts that cannot resize, and for local files", () => {
    expect(cdnSrcset("https://www.example.com/photo.jpg")).toBeUndefined();
    expect(cdnSrcset("/media/photo.jpg")).toBeUndefined();
  });

  it("keeps neighbouring widths at most 1.5× apart, so the chosen file is never far above the slot", () => {
    for (let index = 1; index < variantWidths.length; index++) expect(variantWidths[index]! / variantWidths[index - 1]!).toBeLessThanOrEqual(1.5);
  });
});

describe("withResponsiveImages", () => {
  it("gives every remote content image on the shipped pages its candidates, and leaves the content it was given alone", () => {
    const content = loadShippedContent();
    const before = JSON.stringify(content);
    const shipped = withResponsiveImages(content);
    expect(JSON.stringify(content)).toBe(before);
    const images = JSON.stringify(shipped.pages).match(/"srcset":"[^"]+"/g) ?? [];
    const remoteImages = JSON.stringify(content.pages).match(/"src":"https:\/\/images\.unsplash\.com[^"]+"/g) ?? [];
    expect(remoteImages.length).toBeGreaterThan(0);
    expect(images).toHaveLength(remoteImages.length);
  });
});

describe("local pictures", () => {
  let publicDir: string;
  beforeAll(async () => {
    publicDir = mkdtempSync(join(tmpdir(), "responsive-"));
    mkdirSync(join(publicDir, "media"));
    await sharp({ create: { width: 1000, height: 600, channels: 3, background: "#2fa36b" } }).jpeg().toFile(join(publicDir, "media/team.jpg"));
  });
  afterAll(() => rmSync(publicDir, { recursive: true, force: true }));

  const pageWith = (src: string): Page =>
    ({ route: "/team", title: "Team", description: "The team.", sections: [{ type: "text", title: "Team", image: { src, alt: "The team at the plant" } }] }) as unknown as Page;

  it("plans AVIF and WebP copies at each width below the original, and the original's width, with its size to reserve", async () => {
    const locals = await planLocalImages([pageWith("/media/team.jpg")], publicDir);
    const team = locals.get("/media/team.jpg")!;
    expect(team).toMatchObject({ width: 1000, height: 600 });
    const avifWidths = team.variants.filter((variant) => variant.format === "avif").map((variant) => variant.width);
    expect(avifWidths).toEqual([160, 240, 320, 480, 640, 800, 960, 1000]);
    expect(team.variants.map((variant) => variant.fileName)).toContainEqual(expect.stringMatching(/^media\/variants\/team-[0-9a-f]{8}-640\.webp$/));

    const content = { site: {}, pages: [pageWith("/media/team.jpg")] } as unknown as SiteContent;
    const image = (withResponsiveImages(content, locals).pages[0]!.sections[0] as unknown as { image: ImageVariants }).image;
    expect(image.width).toBe(1000);
    expect(image.height).toBe(600);
    expect(image.sources!.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    expect(image.sources![0]!.srcset).toMatch(/\.\/media\/variants\/team-[0-9a-f]{8}-640\.avif 640w/);

    const variant = team.variants.find((candidate) => candidate.format === "webp" && candidate.width === 320)!;
    const encoded = await sharp(await renderVariant(team, variant)).metadata();
    expect(encoded).toMatchObject({ format: "webp", width: 320, height: 192 });
  });

  it("gives same-named files in different folders or formats their own copies", async () => {
    mkdirSync(join(publicDir, "media/london"), { recursive: true });
    await sharp({ create: { width: 400, height: 300, channels: 3, background: "#1a6fa3" } }).png().toFile(join(publicDir, "media/team.png"));
    await sharp({ create: { width: 400, height: 300, channels: 3, background: "#f2b134" } }).jpeg().toFile(join(publicDir, "media/london/team.jpg"));
    const locals = await planLocalImages([pageWith("/media/team.jpg"), pageWith("/media/team.png"), pageWith("/media/london/team.jpg")], publicDir);
    const names = [...locals.values()].flatMap((local) => local.variants.map((variant) => variant.fileName));
    expect(locals.size).toBe(3);
    expect(new Set(names).size).toBe(names.length);
  });

  it("turns a sideways phone photo upright, and reserves its upright shape", async () => {
    // Stored 600 × 400 with EXIF orientation 6: it is shown 400 wide and 600 tall.
    await sharp({ create: { width: 600, height: 400, channels: 3, background: "#0e6b50" } }).jpeg().withMetadata({ orientation: 6 }).toFile(join(publicDir, "media/portrait.jpg"));
    const portrait = (await planLocalImages([pageWith("/media/portrait.jpg")], publicDir)).get("/media/portrait.jpg")!;
    expect(portrait).toMatchObject({ width: 400, height: 600 });
    const copy = await sharp(await renderVariant(portrait, portrait.variants.find((variant) => variant.format === "webp" && variant.width === 320)!)).metadata();
    expect(copy).toMatchObject({ width: 320, height: 480 });
  });

  it("keeps each encoded copy in the build's cache, encoding it again only when the picture changes", async () => {
    const cache = join(publicDir, "cache");
    const plan = async () => (await planLocalImages([pageWith("/media/cached.jpg")], publicDir)).get("/media/cached.jpg")!;
    await sharp({ create: { width: 400, height: 300, channels: 3, background: "#2fa36b" } }).jpeg().toFile(join(publicDir, "media/cached.jpg"));
    const first = await plan();
    const variant = first.variants.find((candidate) => candidate.format === "avif" && candidate.width === 320)!;
    const copy = (await cachedVariant(first, variant, cache)) as string;
    expect(typeof copy).toBe("string");
    expect(await sharp(readFileSync(copy)).metadata()).toMatchObject({ format: "heif", width: 320, height: 240 });
    const encodedAt = statSync(copy).mtimeMs;
    expect(await cachedVariant(first, variant, cache)).toBe(copy);
    expect(statSync(copy).mtimeMs).toBe(encodedAt);
    // The same file name with other pixels is another copy.
    await sharp({ create: { width: 400, height: 300, channels: 3, background: "#f2b134" } }).jpeg().toFile(join(publicDir, "media/cached.jpg"));
    const changed = await plan();
    const recopy = await cachedVariant(changed, changed.variants.find((candidate) => candidate.format === "avif" && candidate.width === 320)!, cache);
    expect(recopy).not.toBe(copy);
    expect(readdirSync(cache)).toHaveLength(2);
  });

  it("skips SVG, missing files and remote pictures", async () => {
    const locals = await planLocalImages([pageWith("/media/logo.svg"), pageWith("/media/missing.jpg"), pageWith("https://images.unsplash.com/x")], publicDir);
    expect(locals.size).toBe(0);
  });
});
