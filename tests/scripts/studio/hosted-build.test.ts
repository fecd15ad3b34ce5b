import { Window } from "happy-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Rolldown } from "vite";
import { validateContentFolder } from "../../../scripts/content/validate-folder.ts";
import type { BuildOutput } from "../../../scripts/prerender/client-bundle.ts";
import { sha256Source } from "../../../scripts/prerender/csp.ts";
import { icons } from "../../../scripts/content/icon-drawings.ts";
import { blockTypes } from "../../../scripts/schema/block-examples.ts";
import { assembleHostedStudio, type HostedStudioInput } from "../../../scripts/studio/hosted-build.ts";
import type { SiteContent } from "../../../src/content/site-content.ts";
import { readHostedCatalogue, readHostedConfig } from "../../../src/studio/hosted/page-data.ts";
import { inlineCodeOf } from "../../fixtures/inline-code.ts";

const shipped = validateContentFolder(".").content!;
/** The brand as an editor might write it, with markup characters the pages must escape. */
const brand = "Verdavia </script><b>&";
const content: SiteContent = { ...shipped, site: { ...shipped.site, brand: { ...shipped.site.brand, name: brand } } };
const fontFaces = '@font-face {\n  font-family: "Inter Variable";\n  src: url(./assets/inter-core-F0.woff2) format("woff2-variations");\n}';

/** A chunk as the studio's build gives it back: only the fields the assembly reads. */
function chunk(fileName: string, name: string, fields: { isEntry?: boolean; imports?: string[]; css?: string[] } = {}): Rolldown.OutputChunk {
  const { isEntry = false, imports = [], css = [] } = fields;
  return { type: "chunk", fileName, name, isEntry, imports, code: `/* ${name} */`, viteMetadata: { importedCss: new Set(css), importedAssets: new Set() } } as unknown as Rolldown.OutputChunk;
}

const output: BuildOutput = [
  chunk("assets/studio-A.js", "studio", { isEntry: true, imports: ["assets/shared-B.js"], css: ["assets/studio-C.css"] }),
  chunk("assets/shared-B.js", "shared", { imports: ["assets/react-D.js"] }),
  chunk("assets/react-D.js", "react"),
  chunk("assets/preview-E.js", "preview", { isEntry: true, imports: ["assets/shared-B.js"] }),
  chunk("assets/start-F.js", "start", { imports: ["assets/shared-B.js"] }),
  { type: "asset", fileName: "assets/studio-C.css", source: "body{margin:0}" } as Rolldown.OutputAsset,
];

const input: HostedStudioInput = { content, fontFaces, supabaseUrl: "https://abcd.supabase.co" };
const studio = assembleHostedStudio(output, input);
const index = studio.files.get("studio/index.html") as string;
const preview = studio.files.get("studio/preview.html") as string;

/** Opens `html` as the page's document, where the studio's code reads its data from. */
function open(html: string): void {
  const window = new Window();
  window.document.write(html);
  vi.stubGlobal("document", window.document);
}
afterEach(() => vi.unstubAllGlobals());

const metaPolicy = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)![1]!.replace(/&#39;/g, "'");
const directive = (policy: string, name: string) => policy.split("; ").find((entry) => entry.startsWith(`${name} `))?.split(" ").slice(1) ?? [];

describe("the studio on the published site: what the build writes into dist/studio/", () => {
  it("puts every file of its bundle, and its two pages, under studio/", () => {
    expect([...studio.files.keys()].sort()).toEqual(
      ["index.html", "preview.html", "assets/studio-A.js", "assets/shared-B.js", "assets/react-D.js", "assets/preview-E.js", "assets/start-F.js", "assets/studio-C.css"].map((file) => `studio/${file}`).sort(),
    );
  });

  it("keeps both pages out of search and their addresses out of referrers, under the brand's escaped name", () => {
    for (const html of [index, preview]) {
      expect(html.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
      expect(html).toContain('<meta charset="UTF-8" />');
      expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1" />');
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).toContain('<meta name="referrer" content="no-referrer" />');
      expect(html).not.toContain("<b>");
    }
    expect(index).toContain("<title>Verdavia &lt;/script&gt;&lt;b&gt;&amp; Studio</title>");
  });

  it("loads the editor from its entry, preloading the chunks it imports statically, and links its CSS", () => {
    expect(index).toContain('<script type="module" src="./assets/studio-A.js"></script>');
    expect(index).toContain('<link rel="modulepreload" href="./assets/react-D.js" />\n    <link rel="modulepreload" href="./assets/shared-B.js" />');
    expect(index).toContain('<link rel="stylesheet" href="./assets/studio-C.css" />');
    expect(index).not.toMatch(/preview-E|start-F/);
    expect(index).toContain('<div id="studio"></div>');
    expect(index).toContain('src="preview.html?route=%2F#/"');
  });

  it("writes the preview with <base href=\"../\"> first, so media resolve at the site's root, and its own files from there", () => {
    expect(preview).toMatch(/^<!doctype html>\n<html lang="en">\n {2}<head>\n {4}<base href="\.\.\/" \/>/);
    expect(preview).toContain('<script type="module" src="studio/assets/preview-E.js"></script>');
    expect(preview).toContain('<link rel="modulepreload" href="studio/assets/shared-B.js" />');
    expect(preview).toContain('<div id="root"></div>');
    expect(preview).not.toMatch(/start-F|studio-A|application\/json/);
  });

  it("takes the site's fonts from the site's own files, from each page's place", () => {
    expect(index).toContain("url(../assets/inter-core-F0.woff2)");
    expect(preview).toContain("url(./assets/inter-core-F0.woff2)");
    expect(() => assembleHostedStudio(output, { ...input, fontFaces: "@font-face{src:url(/fonts/x.woff2)}" })).toThrow(/\/fonts\/x\.woff2/);
  });

  it("allows no inline script and no eval, and each inline style by its hash", () => {
    for (const html of [index, preview]) {
      const policy = metaPolicy(html);
      expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(directive(policy, "script-src")).toEqual(["'self'"]);
      const code = inlineCodeOf(html);
      expect(code.scripts).toEqual([]);
      for (const style of code.styles) expect(directive(policy, "style-src")).toContain(sha256Source(style));
      expect(code.styles.length).toBe(html === index ? 2 : 1);
      // Emotion's empty <style> elements, which it fills through the CSSOM.
      expect(directive(policy, "style-src")).toContain(sha256Source(""));
      expect(policy).not.toContain("frame-ancestors");
    }
  });

  it("reaches the GitHub API the settings name, the Supabase project and the content's media hosts, and frames only itself", () => {
    const policy = metaPolicy(index);
    expect(directive(policy, "connect-src")).toEqual(["'self'", "https://api.github.com", "https://abcd.supabase.co", "wss://abcd.supabase.co"]);
    expect(directive(policy, "img-src")).toEqual(expect.arrayContaining(["'self'", "data:", "blob:", "https://images.unsplash.com"]));
    expect(directive(policy, "media-src")).toEqual(expect.arrayContaining(["'self'", "blob:", "https://videos.pexels.com"]));
    for (const [name, sources] of [["default-src", ["'self'"]], ["font-src", ["'self'"]], ["frame-src", ["'self'"]], ["object-src", ["'none'"]], ["base-uri", ["'self'"]], ["form-action", ["'self'"]]] as const) {
      expect(directive(policy, name), name).toEqual(sources);
    }
    expect(studio.headerPolicy).toBe(`${policy}; frame-ancestors 'self'`);

    const enterprise: SiteContent = { ...content, site: { ...content.site, studio: { repository: "verdavia/website", branch: "main", apiUrl: "https://github.example.com/api/v3" } } };
    const elsewhere = metaPolicy(assembleHostedStudio(output, { ...input, content: enterprise, supabaseUrl: undefined }).files.get("studio/index.html") as string);
    expect(directive(elsewhere, "connect-src")).toEqual(["'self'", "https://github.example.com"]);
  });

  it("writes the config and the catalogue as JSON that no text can break out of, and the studio's code reads them back", () => {
    // The module script and the two JSON scripts end where they should; the brand's "</script>" is written \u003c/script>.
    expect(index.match(/<\/script>/g)).toHaveLength(3);
    expect(index).toContain('"brand":"Verdavia \\u003c/script>\\u003cb>&"');
    open(index);
    expect(readHostedConfig()).toEqual({ brand, settings: shipped.site.studio });
    const catalogue = readHostedCatalogue()!;
    expect(Object.keys(catalogue.icons).sort()).toEqual(Object.keys(icons).sort());
    expect(catalogue.blocks.map((block) => block.type)).toEqual(blockTypes.filter((type) => catalogue.blocks.some((block) => block.type === type)));
    expect(catalogue.blocks.length).toBeGreaterThan(5);
    expect(catalogue.blocks.every((block) => typeof block.example === "object" && block.example !== null)).toBe(true);
  });

  it("says the studio is off, and calls no API, when site.yaml has no studio:", () => {
    const { studio: _settings, ...site } = content.site;
    const off = assembleHostedStudio(output, { ...input, content: { ...content, site }, supabaseUrl: undefined });
    const page = off.files.get("studio/index.html") as string;
    open(page);
    expect(readHostedConfig()).toEqual({ brand, settings: null });
    expect(directive(metaPolicy(page), "connect-src")).toEqual(["'self'"]);
  });
});
