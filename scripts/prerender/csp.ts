import { createHash } from "node:crypto";
import { findBySchema } from "../../src/validation/schema-walk.ts";
import { pageSchema } from "../../src/content/page.ts";
import { mediaSource } from "../../src/content/primitives.ts";
import { siteSchema } from "../../src/content/site.ts";
import type { SiteContent } from "../../src/content/site-content.ts";

export function sha256Source(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** The origins of every remote image and video that content names, split by kind; "data:" for inlined pictures. */
export function mediaOrigins(content: SiteContent): { images: string[]; media: string[] } {
  // Every document's policy asks; the content is walked once per build, not once per document.
  const known = originsOf.get(content);
  if (known) return known;
  const images = new Set<string>();
  const media = new Set<string>();
  const collect = (value: unknown, path: (string | number)[]) => {
    if (typeof value !== "string") return;
    // Small hero pictures are inlined into the page at build time (inline-media.ts).
    if (value.startsWith("data:image/")) return void images.add("data:");
    if (!value.startsWith("https://")) return;
    const origin = new URL(value).origin;
    // A video's files (src, or each of its sources) play through media-src; its poster and every other picture are images.
    const inVideo = path.at(-2) === "video" || (path.at(-3) === "sources" && path.at(-4) === "video");
    if (path.at(-1) === "src" && inVideo) media.add(origin);
    else images.add(origin);
  };
  findBySchema(siteSchema, content.site, mediaSource, collect);
  for (const page of content.pages) findBySchema(pageSchema, page, mediaSource, collect);
  const origins = { images: [...images].sort(), media: [...media].sort() };
  originsOf.set(content, origins);
  return origins;
}

/** The origins found in each content object; results are read only. */
const originsOf = new WeakMap<SiteContent, { images: string[]; media: string[] }>();

export interface PolicyInput {
  content: SiteContent;
  /** The configured Supabase project URL, if any. */
  supabaseUrl?: string | undefined;
  /** Hash sources of the inline scripts and styles the prerendered page carries. */
  inlineScripts: string[];
  inlineStyles: string[];
}

/**
 * A Content Security Policy allowing exactly what the site uses: its own files,
 * the media hosts content names, and the Supabase project. `forMeta` leaves out
 * frame-ancestors, which browsers ignore (and complain about) in a <meta>.
 */
export function contentSecurityPolicy(input: PolicyInput, forMeta: boolean): string {
  const { images, media } = mediaOrigins(input.content);
  const supabase = input.supabaseUrl ? new URL(input.supabaseUrl).origin : undefined;
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    // 'wasm-unsafe-eval': site search runs Pagefind's WebAssembly (scripts/search/); it compiles WebAssembly only, never text as script.
    ["script-src", ["'self'", "'wasm-unsafe-eval'", ...input.inlineScripts]],
    ["style-src", ["'self'", ...input.inlineStyles]],
    ["img-src", ["'self'", ...images]],
    ["media-src", ["'self'", ...media]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", ...(supabase ? [supabase] : [])]],
    ["manifest-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ...(forMeta ? [] : ([["frame-ancestors", ["'none'"]]] as [string, string[]][])),
  ];
  return policyText(directives);
}

/** A policy's directives, each a name and its sources, as the header and the <meta> write them. */
export function policyText(directives: readonly (readonly [string, readonly string[]])[]): string {
  return directives.map(([name, sources]) => `${name} ${sources.join(" ")}`).join("; ");
}
