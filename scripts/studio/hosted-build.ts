/**
 * The studio on the published site (dist/studio/): `vite build` builds it as a bundle of
 * its own, beside the site's client and server builds (the prerender plugin starts all
 * three once content has passed), and in memory: its files join the ones the prerender
 * writes. Its own config, not the site's: none of the site's plugins (content, prerender)
 * apply to it, and its chunks share nothing with the public pages', so no studio code can
 * reach them.
 *
 * Two JavaScript entries, and the build writes their documents itself, as the prerender
 * does the site's (hosted-pages.ts): the editor (src/studio/hosted/main.tsx) and its
 * preview frame (src/studio/preview/main.tsx).
 */
import { resolve } from "node:path";
import react from "@vitejs/plugin-react";
import { build, type ResolvedConfig, type Rolldown } from "vite";
import type { SiteContent } from "../../src/content/site-content.ts";
import { entryIndexFile } from "../../src/studio/hosted/entry-index.ts";
import type { SourceFile } from "../../src/validation/sources.ts";
import { entryIndexOf } from "./entry-index.ts";
import { hostedStudioFolder, type HostedCatalogue, type HostedConfig } from "../../src/studio/hosted/page-data.ts";
import { shellCss } from "../../src/studio/shell.ts";
import { browserTarget, bundleAliases, bundleRolldownOptions, reactOptions } from "../browser-bundle.ts";
import { cssTemplates } from "../css-templates.ts";
import { staticImports, type BuildOutput } from "../prerender/client-bundle.ts";
import { sha256Source } from "../prerender/csp.ts";
import { writableBlockExamples } from "../schema/block-examples.ts";
import { previewPage, studioPage, type StudioEntry } from "./hosted-pages.ts";
import { studioContentSecurityPolicy, type StudioPolicyInput } from "./hosted-policy.ts";
import { allIcons } from "./service.ts";

/** Each entry by the name its chunk gets. */
const entries = { studio: "src/studio/hosted/main.tsx", preview: "src/studio/preview/main.tsx" } as const;

export interface HostedStudio {
  /** Every file of the studio, by its path in dist/ (`studio/index.html`, `studio/assets/…`). */
  files: Map<string, string | Uint8Array>;
  /** Its Content Security Policy as dist/_headers sends it with /studio/*. */
  headerPolicy: string;
}

/**
 * Builds the studio's bundle with the site's env (.env files, VITE_ variables), mode and compile
 * options. Its pages are written once the site is rendered (assembleHostedStudio).
 */
export async function bundleHostedStudio(config: ResolvedConfig): Promise<BuildOutput> {
  const result = await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    envDir: config.envDir,
    envPrefix: config.envPrefix,
    define: config.define,
    // Relative, as the site's: it lives in a folder of the site, under any base path.
    base: "./",
    // The site's public files are the site's; the studio's pages reach them from its folder.
    publicDir: false,
    logLevel: "warn",
    plugins: [cssTemplates(), react(reactOptions)],
    resolve: { alias: bundleAliases },
    build: {
      target: browserTarget,
      write: false,
      sourcemap: false,
      reportCompressedSize: false,
      // Every asset a file of its own: the policy's font-src admits no data: fonts.
      assetsInlineLimit: 0,
      // An editors' tool with its own budget, which `npm run size` holds it to.
      chunkSizeWarningLimit: 4096,
      rolldownOptions: { ...bundleRolldownOptions, input: Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, resolve(config.root, file)])) },
    },
  });
  if (!("output" in result) && !Array.isArray(result)) throw new Error("The studio's build returned a watcher, not its files.");
  return (Array.isArray(result) ? result : [result]).flatMap((output) => output.output);
}

/** What `name`'s page loads: its chunk, the chunks that imports statically, and their CSS. */
function entryOf(output: BuildOutput, name: keyof typeof entries): StudioEntry {
  const chunks = output.filter((item): item is Rolldown.OutputChunk => item.type === "chunk");
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === name);
  if (!entry) throw new Error(`The studio's build has no ${name} entry (${entries[name]}).`);
  const imports = staticImports(entry, new Map(chunks.map((chunk) => [chunk.fileName, chunk])));
  return {
    script: entry.fileName,
    preloads: imports.map((chunk) => chunk.fileName),
    stylesheets: [...new Set([...imports, entry].flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))],
  };
}

/** What the forms and the section picker draw besides content: every icon and each block's example. */
function catalogue(): HostedCatalogue {
  return { icons: allIcons(), blocks: writableBlockExamples().map((example) => ({ type: example.type, example: example.data })) };
}

export interface HostedStudioInput {
  content: SiteContent;
  /** The site's @font-face rules, as the prerender renders them (URLs relative to the site's root). */
  fontFaces: string;
  /** The configured Supabase project URL, if any. */
  supabaseUrl?: string | undefined;
  /** The content files the site was built from: their entries are listed beside the studio (entry-index.ts). */
  sources?: readonly SourceFile[];
}

/** The studio's files and policy, from its bundle and the built site's content. */
export function assembleHostedStudio(output: BuildOutput, { content, fontFaces, supabaseUrl, sources }: HostedStudioInput): HostedStudio {
  const brand = content.site.brand.name;
  const settings = content.site.studio ?? null;
  // In a build the font faces are no part of the global styles (src/theme/GlobalStyles.tsx): the
  // pages carry them inline, and both pages of the studio take the site's own fonts.
  const fonts = { studio: fontFacesFrom(fontFaces, "../"), preview: fontFacesFrom(fontFaces, "./") };
  // Emotion, in a build, adds its rules through the CSSOM to <style> elements it creates empty, and
  // Chromium refuses even an empty inline style unless a source allows it: the empty text's hash
  // allows those and nothing with text in it, as on the site's pages.
  const inlineStyles = [shellCss, fonts.studio, fonts.preview, ""].map(sha256Source);
  const policy: StudioPolicyInput = { content, settings, supabaseUrl, inlineStyles };
  const metaPolicy = studioContentSecurityPolicy(policy, true);
  const hosted: HostedConfig = { brand, settings };
  const files = new Map<string, string | Uint8Array>(output.map((item) => [`${hostedStudioFolder}/${item.fileName}`, item.type === "chunk" ? item.code : item.source]));
  files.set(`${hostedStudioFolder}/index.html`, studioPage({ brand, policy: metaPolicy, fontFaces: fonts.studio, entry: entryOf(output, "studio"), config: hosted, catalogue: catalogue() }));
  if (sources) files.set(`${hostedStudioFolder}/${entryIndexFile}`, JSON.stringify(entryIndexOf(sources)));
  files.set(`${hostedStudioFolder}/preview.html`, previewPage({ brand, policy: metaPolicy, fontFaces: fonts.preview, entry: entryOf(output, "preview") }));
  return { files, headerPolicy: studioContentSecurityPolicy(policy, false) };
}

/** The font faces with their files addressed from `siteRoot`, the way from a page to the site's root. */
function fontFacesFrom(fontFaces: string, siteRoot: string): string {
  const css = fontFaces.replace(/\s+/g, " ").trim();
  const urls = [...css.matchAll(/url\(\s*["']?([^"')\s]+)/g)].map((match) => match[1]!);
  const outside = urls.filter((url) => !url.startsWith("./"));
  if (outside.length > 0) throw new Error(`The site's font faces name ${outside.join(", ")}, which the studio cannot address from its folder.`);
  return css.replace(/url\((\s*["']?)\.\//g, `url($1${siteRoot}`);
}
