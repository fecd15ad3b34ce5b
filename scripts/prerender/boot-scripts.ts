/**
 * The code that runs before the app, compiled from its typed modules in src/boot/ into
 * the inline scripts the prerendered pages carry. Each becomes one self-contained classic
 * script (an IIFE: no imports left, minified) whose text never depends on content: what
 * it needs from the build (route files, module lists, routes) it reads from data-*
 * attributes on its own <script> tag (src/boot/contract.ts). So the text, and the CSP
 * hash computed from it, change only when the code does.
 */
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import type { InlineScript } from "./inline-code.ts";

const bootFolder = join(dirname(fileURLToPath(import.meta.url)), "../../src/boot");

/** Each boot module by the name the prerender embeds it under: with contract.ts, all that src/boot/ holds. */
export const bootModules = {
  /** index.html's <head>: paints a route other than home from its prerendered file. */
  routeShell: "route-shell.ts",
  /** index.html, in place of Vite's entry script: starts the app after the first paint. */
  hydrationLoader: "hydration-loader.ts",
  /** A page's own document (dist/about/index.html), first in <head>: moves the address to the hash form without a reload. */
  pathDocument: "path-document.ts",
  /** Every document's <head>, after its optional web faces: turns them on when the visitor came from another page of the site. */
  facesIfCached: "faces-if-cached.ts",
  /** 404.html's <head>: sends a path the host has no file for (`/About`, `/auth`) to its hash address. */
  pathRedirect: "path-redirect.ts",
} as const;

export type BootScripts = Record<keyof typeof bootModules, string>;

/**
 * The syntax the scripts are written down to. The app itself needs ES2022 and module
 * scripts; these run before it and must parse in any browser that can run it, and in
 * older ones they still serve (a route's page or a redirect without the app). ES2015 is
 * the lowest esbuild writes ordinary TypeScript down to (it does not turn `let`, `const` or
 * destructuring into ES5); what older browsers may lack at run time (fetch,
 * PerformanceObserver) the scripts test for before use.
 */
const bootScriptTarget = "es2015";

/** Compiles every boot module in one esbuild call: tens of milliseconds, most of it starting esbuild. */
export async function compileBootScripts(): Promise<BootScripts> {
  const result = await build({
    entryPoints: Object.entries(bootModules).map(([name, file]) => ({ in: join(bootFolder, file), out: name })),
    outdir: bootFolder,
    write: false,
    bundle: true,
    format: "iife",
    platform: "browser",
    target: bootScriptTarget,
    minify: true,
    legalComments: "none",
    logLevel: "silent",
  });
  const texts = new Map(result.outputFiles.map((file) => [basename(file.path, ".js"), file.text.trimEnd()]));
  for (const [name, text] of texts) {
    // Either would end or unbalance the <script> element the text is inlined in.
    if (/<\/script|<!--/i.test(text)) throw new Error(`compileBootScripts: ${name} holds "</script" or "<!--", which cannot be inlined`);
  }
  return Object.fromEntries(Object.keys(bootModules).map((name) => [name, texts.get(name)!])) as BootScripts;
}

/** Escaped for a single-quoted attribute, which keeps JSON's many double quotes as they are. */
function singleQuoted(value: string): string {
  return `'${value.replace(/&/g, "&amp;").replace(/'/g, "&#39;")}'`;
}

/** `<script data-…='…'>text</script>`: a boot script with the data it reads from its own tag, and its text, which the document's policy hashes. */
export function bootScriptTag(text: string, data: Record<string, string> = {}): InlineScript {
  const attributes = Object.entries(data).map(([name, value]) => ` ${name}=${singleQuoted(value)}`);
  return { tag: `<script${attributes.join("")}>${text}</script>`, text };
}
