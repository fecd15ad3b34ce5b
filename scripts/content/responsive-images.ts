import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { basename, extname, join, relative, resolve } from "node:path";
import { transformUrl } from "unpic";
import type { ImageVariants } from "../../src/content/image-variants.ts";
import { pageSchema, type Page } from "../../src/content/page.ts";
import { image, type Image } from "../../src/content/primitives.ts";
import type { SiteContent } from "../../src/content/site-content.ts";
import { findBySchema } from "../../src/validation/schema-walk.ts";

/**
 * The widths offered to the browser. Neighbours are at most 1.5× apart, so whichever it
 * picks for a slot is never far above what the slot shows.
 */
export const variantWidths = [160, 240, 320, 480, 640, 800, 960, 1280, 1600, 1920] as const;

/** Local pictures the build makes smaller copies of; SVG scales by itself and GIF may move. */
const rasterExtensions = new Set([".jpg", ".jpeg", ".png", ".webp", ".avif"]);
const variantFormats = [
  { format: "avif", type: "image/avif" },
  { format: "webp", type: "image/webp" },
] as const;

export interface LocalVariant {
  /** Where the copy goes in dist/, e.g. `media/variants/team-640.avif`. */
  fileName: string;
  /** AVIF and WebP for pages; JPEG for link previews alone, which not all read the others. */
  format: (typeof variantFormats)[number]["format"] | "jpeg";
  width: number;
}

/** The widest a link preview shows a picture: its copy for previews is no wider. */
const previewWidth = 1200;

export interface LocalImage {
  /** The file under public/. */
  file: string;
  width: number;
  height: number;
  variants: LocalVariant[];
  /** A JPEG copy for link previews, for a picture that is an entry's share card (scripts/prerender/entry-cards.ts). */
  card?: LocalVariant & { height: number };
}

/** sharp is loaded when a picture is met: every Vite start and build loads this module, most never need it. */
async function loadSharp() {
  return (await import("sharp")).default;
}

/** Local images by their path in content ("/media/team.jpg"). */
export type LocalImages = ReadonlyMap<string, LocalImage>;

/** Width-described candidates through an image CDN's own URL parameters (Unsplash, imgix, Cloudinary, …), via unpic. */
export function cdnSrcset(url: string): string | undefined {
  if (!url.startsWith("https://")) return undefined;
  const candidates = variantWidths.map((width) => {
    const variant = transformUrl({ url, width });
    return variant && variant !== url ? `${variant} ${width}w` : undefined;
  });
  return candidates.every(Boolean) ? candidates.join(", ") : undefined;
}

function contentImages(pages: readonly Page[]): Image[] {
  const found: Image[] = [];
  for (const page of pages) {
    findBySchema(pageSchema, page, image, (value) => found.push(value as Image));
    // A "latest" block's cards come from the build (src/validation/collections/pages.ts), not from its schema.
    for (const section of page.sections) {
      const entries = (section as { entries?: { image?: Image }[] }).entries;
      if (section.type === "latest" && entries) for (const entry of entries) if (entry.image) found.push(entry.image);
    }
  }
  return found;
}

/**
 * Reads every local raster image content names and plans its copies: each format at each width
 * below the original's; for those of `cardPictures` (an entry's own share card), a JPEG for link previews too.
 */
export async function planLocalImages(pages: readonly Page[], publicDir: string, cardPictures: ReadonlySet<string> = new Set()): Promise<LocalImages> {
  const planned = new Map<string, LocalImage>();
  for (const { src } of [...contentImages(pages), ...[...cardPictures].map((picture) => ({ src: picture }))]) {
    const extension = extname(src).toLowerCase();
    if (!src.startsWith("/") || planned.has(src) || !rasterExtensions.has(extension)) continue;
    const file = resolve(publicDir, `.${src}`);
    if (relative(publicDir, file).startsWith("..") || !existsSync(file)) continue;
    const sharp = await loadSharp();
    const metadata = await sharp(file).metadata();
    // Phone photos are stored sideways with an EXIF orientation; the copies are turned upright.
    const turned = (metadata.orientation ?? 1) >= 5;
    const width = turned ? metadata.height : metadata.width;
    const height = turned ? metadata.width : metadata.height;
    if (!width || !height) continue;
    // The name's own words plus a hash of the whole path: team.jpg and team.png, or two
    // team.jpg in different folders, never share a copy.
    const stem = `${basename(src, extname(src))}-${createHash("sha256").update(src).digest("hex").slice(0, 8)}`;
    const widths = [...variantWidths.filter((candidate) => candidate < width), width];
    const variants = variantFormats.flatMap(({ format }) => widths.map((variantWidth) => ({ fileName: `media/variants/${stem}-${variantWidth}.${format}`, format, width: variantWidth })));
    const cardWidth = Math.min(previewWidth, width);
    const card = cardPictures.has(src) ? { fileName: `media/variants/${stem}-${cardWidth}.jpg`, format: "jpeg" as const, width: cardWidth, height: Math.round((height * cardWidth) / width) } : undefined;
    planned.set(src, { file, width, height, variants: card ? [...variants, card] : variants, ...(card ? { card } : {}) });
  }
  return planned;
}

/**
 * How each format is encoded: part of a cached copy's name, so a change here encodes every copy again.
 * AVIF at effort 2 with 4:2:0 chroma (as JPEG and WebP store photos) encodes about eight times
 * faster than sharp's default (effort 4, 4:4:4), for copies about a fifth larger that are still
 * smaller than the WebP ones: on a cold build the AVIF copies were most of the time.
 */
const encoderSettings = { avif: { quality: 55, effort: 2, chromaSubsampling: "4:2:0" }, webp: { quality: 75 }, jpeg: { quality: 82, progressive: true } } as const;

/** One planned copy, encoded. */
export async function renderVariant(local: LocalImage, variant: LocalVariant): Promise<Buffer> {
  const sharp = await loadSharp();
  const resized = sharp(local.file).rotate().resize({ width: variant.width, withoutEnlargement: true });
  const encoded = variant.format === "avif" ? resized.avif(encoderSettings.avif) : variant.format === "webp" ? resized.webp(encoderSettings.webp) : resized.jpeg(encoderSettings.jpeg);
  return encoded.toBuffer();
}

/**
 * One planned copy, as a file in `cacheFolder` (the build's cache, scripts/prerender/build-cache.ts),
 * encoded only when no build encoded the same copy before: it is named by a hash of the
 * picture's bytes, the copy's width and format, the encoder's settings and sharp's and libvips' versions.
 * The copy itself when the folder can't be written.
 */
export async function cachedVariant(local: LocalImage, variant: LocalVariant, cacheFolder: string): Promise<string | Buffer> {
  const sharp = await loadSharp();
  const key = createHash("sha256")
    .update(readFileSync(local.file))
    .update(JSON.stringify([variant.width, variant.format, encoderSettings[variant.format], sharp.versions]))
    .digest("hex")
    .slice(0, 32);
  const file = join(cacheFolder, `${key}.${variant.format}`);
  if (existsSync(file)) return file;
  const encoded = await renderVariant(local, variant);
  try {
    mkdirSync(cacheFolder, { recursive: true });
    // Written aside, then moved in: a build stopped halfway leaves no partial copy to reuse.
    const pending = `${file}.${process.pid}.tmp`;
    writeFileSync(pending, encoded);
    renameSync(pending, file);
    return file;
  } catch {
    return encoded;
  }
}

function variantsFor(source: Image, locals: LocalImages): ImageVariants | undefined {
  const local = locals.get(source.src);
  if (local) {
    const sources = variantFormats.map(({ format, type }) => ({
      type,
      srcset: local.variants
        .filter((variant) => variant.format === format)
        .map((variant) => `./${variant.fileName} ${variant.width}w`)
        .join(", "),
    }));
    return { sources, width: local.width, height: local.height };
  }
  const srcset = cdnSrcset(source.src);
  return srcset ? { srcset } : undefined;
}

/**
 * Content as the browser receives it, each image with the candidates it can choose
 * from (see ImageVariants). The components add the `sizes` of the slot it fills.
 */
export function withResponsiveImages(content: SiteContent, locals: LocalImages = new Map()): SiteContent {
  const copy = structuredClone(content);
  for (const found of contentImages(copy.pages)) {
    const variants = variantsFor(found, locals);
    if (variants) Object.assign(found, variants);
  }
  return copy;
}
