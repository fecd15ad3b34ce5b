/**
 * The floor a page's first paint is measured against: the page's own prerendered document
 * with every script removed and only the system's fonts, so nothing is left to wait for but
 * the document, its inline styles and its pictures. The physical limit for that page.
 */
import { createHash } from "node:crypto";
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const scriptElement = /<script\b[^>]*>[\s\S]*?<\/script>\s*/gi;
const fontPreload = /<link\b[^>]*\bas="font"[^>]*>\s*/gi;
const modulePreload = /<link\b[^>]*\brel="modulepreload"[^>]*>\s*/gi;
const fontFace = /@font-face\s*\{[^}]*\}\s*/gi;
const styleElement = /<style\b([^>]*)>([\s\S]*?)<\/style>/gi;
const policyMeta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\s*\/?>/i;

const styleHash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/**
 * The floor of one document: no <script> (boot code, structured data, route lists), no font
 * preload or @font-face (text falls through the font stack to the system's faces), and a
 * policy that allows no script and exactly the styles left, as the real one would.
 */
export function floorDocument(html: string): string {
  let styles: string[] = [];
  const stripped = html
    .replace(scriptElement, "")
    .replace(fontPreload, "")
    .replace(modulePreload, "")
    .replace(styleElement, (_, attributes: string, text: string) => {
      const kept = text.replace(fontFace, "").trim();
      if (kept === "") return "";
      styles.push(kept);
      return `<style${attributes}>${kept}</style>`;
    });
  return stripped.replace(policyMeta, (_, content: string) => {
    const directives = content
      .replace(/&#39;/g, "'")
      .split(";")
      .map((directive) => directive.trim())
      .filter((directive) => directive !== "")
      .map((directive) => {
        if (directive.startsWith("script-src")) return "script-src 'none'";
        if (directive.startsWith("style-src")) return ["style-src 'self'", ...styles.map(styleHash)].join(" ");
        return directive;
      });
    styles = [];
    return `<meta http-equiv="Content-Security-Policy" content="${directives.join("; ").replace(/'/g, "&#39;")}" />`;
  });
}

/** A page's address in the app (`/`, `/#/technology`) to its prerendered document under dist/. */
export function documentFileOf(route: string): string {
  const path = route.replace(/^\/#?/, "").replace(/^\//, "");
  return path === "" ? "index.html" : join(path, "index.html");
}

/** The same address on the floor site: each page's floor is served at its own document's path. */
export function floorAddressOf(route: string): string {
  const file = documentFileOf(route);
  return `/${file.replace(/index\.html$/, "")}`;
}

/**
 * A copy of dist/ in `folder` with each given page's document replaced by its floor, so the
 * floor's pictures, styles and server are the real site's. Returns the bytes of each floor.
 */
export function writeFloorSite(dist: string, folder: string, routes: readonly string[]): Map<string, number> {
  rmSync(folder, { recursive: true, force: true });
  cpSync(dist, folder, { recursive: true });
  const sizes = new Map<string, number>();
  for (const route of routes) {
    const file = documentFileOf(route);
    const floor = floorDocument(readFileSync(join(dist, file), "utf8"));
    writeFileSync(join(folder, file), floor);
    sizes.set(route, Buffer.byteLength(floor));
  }
  return sizes;
}
