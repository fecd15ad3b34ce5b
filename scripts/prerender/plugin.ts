/**
 * Prerenders the site as part of `vite build`: dist/index.html (home), a document at each
 * other public page's path (dist/about/index.html) and beside it the page's data for the app
 * (page.json) and its file for a visit to its hash address (shell.json), 404.html, the share cards, _headers, robots.txt and
 * sitemap.xml, with react-dom over the same validated content the browser gets, then the
 * search index from the documents written (../search/write-index.ts); and adds
 * the studio for the published site, built beside the site (../studio/hosted-build.ts).
 *
 * `vite build` builds two environments of one config: `client` (the browser's bundle,
 * written to dist/) and `ssr` (src/entry-server.tsx for Node, kept in memory). Then the
 * prerender runs in three steps, a page at a time: render (render.ts: a page → HTML and
 * CSS), assemble (assemble.ts: its files as text, pure) and write (write.ts), so each page's
 * files are on disk and let go before the next page is drawn, and the build's memory does not
 * grow with the pages. The share cards, which need only the content, are drawn while the
 * bundles build, each only when no earlier build drew the same card (card-cache.ts, in the
 * build's cache folder, build-cache.ts), and copied into dist/ from there.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import type { Plugin, ResolvedConfig, ViteBuilder } from "vite";
import { inlineFirstPaintMedia } from "../content/inline-media.ts";
import type { ContentService } from "../content/service.ts";
import { siteContentPluginName, type SiteContentApi } from "../content/vite-plugin.ts";
import { inlineBundle } from "../content/bundle.ts";
import { assembleHostedStudio, bundleHostedStudio } from "../studio/hosted-build.ts";
import { siteAssembler } from "./assemble.ts";
import { buildCacheFolder } from "./build-cache.ts";
import { clearOutDirAside } from "./clear-out-dir.ts";
import { compileBootScripts } from "./boot-scripts.ts";
import { otherLanguageNotFoundDocuments } from "./path-urls.ts";
import { readClientBundle, type BuildOutput } from "./client-bundle.ts";
import { openServerRenderer, serverEntry } from "./render.ts";
import { prerenderedRoutes } from "./route-shell.ts";
import { cardFile, renderCardsCached, siteCards } from "./share-cards.ts";
import { entryShareCards } from "./entry-cards.ts";
import { fileWriter } from "./write.ts";
import { writeSearchIndex } from "../search/write-index.ts";

export interface PrerenderOptions {
  /** The process's one reader of content/: the build has validated it already. */
  content: ContentService;
}

/** The page template, for the dev server and the build alike (template.ts names its slots). */
const templateFile = "index.html";

/** What one environment's build gave back: its chunks and assets (the server build keeps them in memory). */
function outputOf(result: Awaited<ReturnType<ViteBuilder["build"]>>): BuildOutput {
  const outputs = Array.isArray(result) ? result : [result];
  return outputs.flatMap((output) => ("output" in output ? output.output : []));
}

export function prerenderRoutes({ content }: PrerenderOptions): Plugin {
  let config: ResolvedConfig;
  return {
    name: "prerender-routes",
    apply: "build",
    config() {
      return {
        // Both environments share this config and its plugin instances, so one content service serves both.
        builder: { sharedConfigBuild: true },
        environments: {
          ssr: {
            // Node would load this package's 3.7 MB CommonJS file to render three icons; bundled, the server build holds just those.
            resolve: { noExternal: ["@tabler/icons-react"] },
            build: { write: false, rolldownOptions: { input: { [serverEntry.name]: serverEntry.file } } },
          },
        },
      };
    },
    configResolved(resolved) {
      config = resolved;
    },
    async buildApp(builder) {
      const site = content.result().content;
      if (!site) return; // The content plugin has already stopped the build.
      // Where the build's time goes, printed at its end (npm run bench:collections shows it): from the process's start, config and validation.
      const phases: string[] = [];
      let phaseStart = 0;
      const phase = (name: string) => {
        const now = performance.now();
        const { heapUsed, rss } = process.memoryUsage();
        phases.push(`${name} ${((now - phaseStart) / 1000).toFixed(1)} s (heap ${(heapUsed / 2 ** 20).toFixed(0)} MB, resident ${(rss / 2 ** 20).toFixed(0)} MB)`);
        phaseStart = now;
      };
      phase("config and validation");
      const routes = prerenderedRoutes(site);
      const contentApi = config.plugins.find((plugin): plugin is Plugin<SiteContentApi> => plugin.name === siteContentPluginName)?.api;
      // An entry with a picture of its own is shared with it; the other pages get a drawn card.
      const entryCards = entryShareCards(site, contentApi?.localImages() ?? new Map());
      const cards = siteCards(
        site,
        routes.filter((route) => !entryCards.has(route)),
      );
      // Drawn while the bundles build, or reused from the build's cache folder when nothing a card shows has changed.
      const drawing = renderCardsCached(cards, buildCacheFolder(config.root, "share-cards"));
      const booting = compileBootScripts();
      // If a bundle fails first, its error is the one to report; these are awaited below otherwise.
      drawing.catch(() => undefined);
      booting.catch(() => undefined);

      const outDir = resolve(config.root, config.build.outDir);
      // The last build's files go on another thread while this one builds; awaited before the search index, the last step.
      const clearing = clearOutDirAside(config, outDir);
      clearing.catch(() => undefined);
      const [client, server, studioBundle] = await Promise.all([builder.build(builder.environments.client!), builder.build(builder.environments.ssr!), bundleHostedStudio(config)]);
      phase("bundles");
      const serverContent = contentApi?.serverContent();
      const browser = contentApi?.browserContent();
      if (!serverContent || !browser) throw new Error("The prerender found no content prepared for the pages: the site-content plugin must come before it.");
      const renderer = await openServerRenderer(
        outputOf(server),
        inlineBundle(serverContent),
        join(config.root, "node_modules"),
        otherLanguageNotFoundDocuments(site).map(({ locale }) => locale.prefix),
      );
      try {
        const supabaseUrl = config.env.VITE_SUPABASE_URL as string | undefined;
        const studio = assembleHostedStudio(studioBundle, { content: site, fontFaces: renderer.frame.home.fontFaces, supabaseUrl, sources: content.sources() });
        const assembler = siteAssembler({
          template: readFileSync(resolve(config.root, templateFile), "utf8"),
          content: site,
          shipped: inlineFirstPaintMedia(site, content.publicDir),
          browser,
          rendered: renderer.frame,
          client: readClientBundle(outputOf(client), resolve(config.root, templateFile), site),
          boot: await booting,
          supabaseUrl,
          studioPolicy: studio.headerPolicy,
          entryCards,
        });
        const writeFiles = fileWriter(outDir);
        phase("prerender set-up");
        writeFiles(assembler.home());
        // Drawn, assembled and written one page at a time: no more than one page is held.
        for (const route of routes) writeFiles(assembler.route(route, await renderer.render(route)));
        phase(`${routes.length} pages drawn and written`);
        writeFiles(assembler.finish());
        writeFiles(studio.files);
        phase("feeds, sitemap, headers, studio");
      } finally {
        renderer.close();
      }
      const written = await drawing;
      phase(`${cards.length} share cards (waiting for the rest)`);
      cards.forEach((entry, index) => {
        const card = written[index]!;
        const file = join(outDir, cardFile(entry.name));
        mkdirSync(dirname(file), { recursive: true });
        if (typeof card === "string") copyFileSync(card, file);
        else writeFileSync(file, card);
      });
      phase("share cards copied");
      await clearing;
      // Last: search reads the documents just written, so it indexes exactly what visitors get.
      for (const { language, records, files: count, bytes } of await writeSearchIndex(outDir, site)) {
        config.logger.info(`search index (${language}): ${records} pages, ${count} files, ${(bytes / 1024).toFixed(0)} KB`);
      }
      phase("search index");
      config.logger.info(`build phases: ${phases.join(", ")}`);
    },
  };
}
