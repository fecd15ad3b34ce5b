import { existsSync, readFileSync, statSync } from "node:fs";
import { extname, relative, resolve } from "node:path";
import { paintsFirst } from "../../src/blocks/metas.ts";
import type { Page } from "../../src/content/page.ts";
import type { SiteContent } from "../../src/content/site-content.ts";

/** Files up to this size travel inside the page, as Vite inlines small assets. */
export const inlineMediaLimit = 4096;

const mimeTypes: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
};

/** A local file from public/ as a data: URL, or undefined when it is remote, missing or too big. */
export function inlinedMedia(source: string, publicDir: string): string | undefined {
  if (!source.startsWith("/")) return undefined;
  const file = resolve(publicDir, `.${source}`);
  // The schema refuses "..", but the build never reads outside public/ whatever it is given.
  if (relative(publicDir, file).startsWith("..")) return undefined;
  const mime = mimeTypes[extname(source).toLowerCase()];
  if (!mime || !existsSync(file) || statSync(file).size > inlineMediaLimit) return undefined;
  const bytes = readFileSync(file);
  // SVG is text: percent-encoding the few unsafe characters is smaller than base64.
  // Spaces stay encoded: a URL in an HTML attribute may hold none (the HTML checker refuses it).
  if (mime === "image/svg+xml") return `data:${mime},${encodeURIComponent(bytes.toString("utf8").replace(/\s+/g, " ").trim()).replace(/%3D/g, "=").replace(/%3A/g, ":").replace(/%2F/g, "/")}`;
  return `data:${mime};base64,${bytes.toString("base64")}`;
}

function withInlinedFirstPaint(page: Page, publicDir: string): Page {
  let changed = false;
  const sections = page.sections.map((section) => {
    if (!paintsFirst(section)) return section;
    const poster = section.video?.poster && inlinedMedia(section.video.poster, publicDir);
    const backdrop = section.image && inlinedMedia(section.image.src, publicDir);
    if (!poster && !backdrop) return section;
    changed = true;
    return {
      ...section,
      ...(poster && section.video ? { video: { ...section.video, poster } } : {}),
      ...(backdrop && section.image ? { image: { ...section.image, src: backdrop } } : {}),
    };
  });
  return changed ? { ...page, sections } : page;
}

/**
 * The picture of a block that paints first (the hero, says its meta.ts) is what the
 * first paint shows. When it is a small local file (an SVG illustration, say), it goes
 * inside the page instead of costing a request on a new connection before anything
 * can paint; bigger ones are preloaded.
 */
export function inlineFirstPaintMedia(content: SiteContent, publicDir: string): SiteContent {
  return { ...content, pages: content.pages.map((page) => withInlinedFirstPaint(page, publicDir)) };
}
