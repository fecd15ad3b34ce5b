/**
 * The asset references in built HTML and CSS, as paths relative to dist/.
 * Regex-based on purpose: the input is Vite's own output (or the prerendered
 * home page), not arbitrary HTML, and a parser dependency is not worth it here.
 */
import { posix } from "node:path";
import { modulesAttribute } from "../src/boot/contract.ts";

export interface HtmlRefs {
  scripts: string[];
  modulePreloads: string[];
  stylesheets: string[];
  /** `<link rel="preload" href="….woff2">`. */
  fontPreloads: string[];
  /** Text of inline `<style>` elements, whose url()s resolve against the page. */
  inlineStyles: string[];
}

const tagPattern = /<(script|link)\b([^>]*)>/gi;
const attributePattern = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
const stylePattern = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
const cssUrlPattern = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)/gi;

function attributes(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of text.matchAll(attributePattern)) {
    found.set(match[1]!.toLowerCase(), match[2] ?? match[3] ?? match[4] ?? "");
  }
  return found;
}

/**
 * Resolves a URL found in a file at `fromFile` (relative to dist/) to a dist path.
 * Remote and data URLs have no file in dist/, so they give undefined.
 */
export function resolveAssetUrl(url: string, fromFile: string): string | undefined {
  const bare = url.trim().split(/[?#]/)[0]!;
  if (bare === "" || /^[a-z][a-z\d+.-]*:/i.test(bare) || bare.startsWith("//")) return undefined;
  const joined = bare.startsWith("/") ? bare.slice(1) : posix.join(posix.dirname(fromFile), bare);
  const normal = posix.normalize(joined);
  return normal.startsWith("../") ? undefined : normal;
}

export function htmlRefs(html: string, htmlFile = "index.html"): HtmlRefs {
  const refs: HtmlRefs = { scripts: [], modulePreloads: [], stylesheets: [], fontPreloads: [], inlineStyles: [] };
  for (const match of html.matchAll(tagPattern)) {
    const attrs = attributes(match[2]!);
    const rel = (attrs.get("rel") ?? "").toLowerCase().split(/\s+/);
    const loaded = attrs.get(modulesAttribute);
    if (loaded !== undefined) {
      // The prerendered home page's hydration loader: an entry script, then its preloads.
      const [entry, ...preloads] = loaded.split(/\s+/).flatMap((url) => resolveAssetUrl(url, htmlFile) ?? []);
      if (entry) refs.scripts.push(entry);
      refs.modulePreloads.push(...preloads);
      continue;
    }
    const url = match[1]!.toLowerCase() === "script" ? attrs.get("src") : attrs.get("href");
    const file = url === undefined ? undefined : resolveAssetUrl(url, htmlFile);
    if (!file) continue;
    if (match[1]!.toLowerCase() === "script") refs.scripts.push(file);
    else if (rel.includes("modulepreload")) refs.modulePreloads.push(file);
    else if (rel.includes("stylesheet")) refs.stylesheets.push(file);
    else if (rel.includes("preload") && file.endsWith(".woff2")) refs.fontPreloads.push(file);
  }
  for (const match of html.matchAll(stylePattern)) refs.inlineStyles.push(match[1]!);
  return refs;
}

/** The .woff2 files a stylesheet at `cssFile` points at. */
export function cssFontFiles(css: string, cssFile: string): string[] {
  const files: string[] = [];
  for (const match of css.matchAll(cssUrlPattern)) {
    const file = resolveAssetUrl(match[1] ?? match[2] ?? match[3] ?? "", cssFile);
    if (file?.endsWith(".woff2")) files.push(file);
  }
  return files;
}
