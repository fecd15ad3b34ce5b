import { copyFileSync, mkdirSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname, isAbsolute, join, relative, sep } from "node:path";
import type { Plugin, ResolvedConfig } from "vite";
import type { SiteContent } from "../../src/content/site-content.ts";
import { localeModulePrefix, localeModuleSource, siteModuleSource } from "./bundle.ts";
import { inlineFirstPaintMedia } from "./inline-media.ts";
import { devDocumentsPluginName, devSectionsFile, staticBlockModules, withoutStaticSectionData } from "./island-data.ts";
import { cachedVariant, planLocalImages, withResponsiveImages, type LocalImages } from "./responsive-images.ts";
import { buildCacheFolder } from "../prerender/build-cache.ts";
import { inTurns } from "../../src/lib/in-turns.ts";
import { entryPictures } from "../prerender/entry-cards.ts";
import { formDeliveryLine } from "../form-delivery-mode.ts";
import { PlainBuildError } from "../plain-error.ts";
import type { Problem } from "../../src/validation/problem.ts";
import { codeFrame, formatReport, summaryLine } from "../../src/validation/report.ts";
import type { ContentService } from "./service.ts";
import { contentFolder } from "../../src/validation/sources.ts";
import type { ValidationResult } from "../../src/validation/validate.ts";
import { leftOutLines } from "./left-out-report.ts";

export const virtualContentId = "virtual:site-content";
const noContentSource = "export default { locales: [], sites: {} };\n";
const resolvedVirtualId = `\0${virtualContentId}`;
const buildOnlyPackages = /[\\/]node_modules[\\/](zod|yaml)[\\/]/;

/** An error whose whole text is the content report: no stack trace for a content mistake. */
export class ContentError extends Error {
  readonly problems: Problem[];
  constructor(result: ValidationResult, root: string) {
    super(`Content has ${result.stats.errors} error${result.stats.errors === 1 ? "" : "s"}. Fix them and save; nothing was built.\n\n${formatReport(result)}`);
    this.name = "ContentError";
    this.problems = result.problems;
    this.stack = this.message;
    const first = result.problems.find((problem) => problem.severity === "error");
    if (first) {
      const text = result.texts.get(first.file);
      Object.assign(this, {
        id: join(root, first.file),
        // Vite's overlay prints the column as given and opens the editor there (1-based), like the report.
        loc: { file: join(root, first.file), line: first.line, column: first.column },
        ...(text ? { frame: codeFrame(text, first) } : {}),
        plugin: "site-content",
      });
    }
  }
}

/** The build's one-line failure; the report above it has the details. */
export class ContentBuildError extends PlainBuildError {
  constructor(result: ValidationResult) {
    super(`${summaryLine(result)}. Nothing was built; the previous build output is untouched.`);
  }
}

/**
 * Serves validated content to the app as `virtual:site-content`: plain data,
 * so zod and yaml never reach the browser. In a build, invalid content stops
 * everything at configResolved, before any file is written or removed. In dev the
 * server stays up: errors show in the overlay and terminal, and the page
 * updates in place once the file is fixed.
 */
export interface SiteContentOptions {
  /** The process's one reader of content/ (vite.config.ts creates it; tests point one at a scratch copy). */
  content: ContentService;
}

/** What the prerender asks of this plugin: the content as the published site's browser receives it (each page's data file), and as the server draws it. */
export interface SiteContentApi {
  browserContent(): SiteContent | undefined;
  serverContent(): SiteContent | undefined;
  /** The local pictures the build makes copies of, by their path in content. */
  localImages(): LocalImages;
}

/** The name the prerender finds this plugin by. */
export const siteContentPluginName = "site-content";

export function siteContent({ content }: SiteContentOptions): Plugin<SiteContentApi> {
  let config: ResolvedConfig;
  let lastValid: SiteContent | undefined;
  let localImages: LocalImages = new Map();
  /** The image copies in the build's cache, by their path in dist/: copied there once the bundle is written. */
  let cachedCopies = new Map<string, string>();
  // What the browser is sent is derived from the validated content once per validation, not once per module.
  const prepared = new WeakMap<SiteContent, SiteContent>();
  // Set while the overlay shows a content error, so a fix found through public/ clears it.
  let showingError = false;

  const isUnder = (folder: string, file: string) => {
    const path = relative(folder, file);
    return path !== "" && !path.startsWith("..") && !isAbsolute(path);
  };
  const isContentFile = (file: string) => {
    const path = relative(content.root, file);
    return isUnder(content.root, file) && path.split(sep)[0] === contentFolder && !path.includes(`${sep}schema${sep}`);
  };

  // Every image offers the widths its CDN can make. Production content (the build, and the
  // render of its pages) also carries small hero pictures inside the page
  // (see inline-media.ts) and AVIF/WebP copies of local pictures; the dev server keeps plain paths.
  const forBrowser = (site: SiteContent) => {
    let browser = prepared.get(site);
    if (!browser) {
      browser = config.isProduction ? withResponsiveImages(inlineFirstPaintMedia(site, content.publicDir), localImages) : withResponsiveImages(site);
      prepared.set(site, browser);
    }
    return browser;
  };
  const islandsOnly = new WeakMap<SiteContent, SiteContent>();
  let contentVersion = 0;
  /**
   * What the environment asking draws with: the browser draws static sections from their HTML,
   * in the published site and under the dev server alike (which answers each page's sections,
   * dev-documents.ts); a development build (a test's) and the unit tests draw every block with its component.
   */
  const forEnvironment = (environment: string, site: SiteContent) => {
    const browser = forBrowser(site);
    const serving = config.command === "serve" && config.plugins.some((plugin) => plugin.name === devDocumentsPluginName);
    if (environment !== "client" || (!serving && !config.isProduction)) return browser;
    let islands = islandsOnly.get(browser);
    if (!islands) {
      const version = ++contentVersion;
      islands = serving ? withoutStaticSectionData(browser, (page) => devSectionsFile(page, version)) : withoutStaticSectionData(browser);
      islandsOnly.set(browser, islands);
    }
    return islands;
  };
  /** The content last validated: under the dev server, as it is now on disk. */
  const currentContent = () => (config.command === "serve" ? (content.result().content ?? lastValid) : lastValid);

  const printProblems = (result: ValidationResult) => {
    if (result.problems.length === 0) return;
    const color = process.stdout.isTTY === true && !process.env.NO_COLOR;
    const text = formatReport(result, { color });
    if (result.stats.errors > 0) config.logger.error(text);
    else config.logger.warn(text);
  };

  return {
    name: siteContentPluginName,
    enforce: "pre",
    api: {
      browserContent: () => {
        const site = currentContent();
        return site && forEnvironment("client", site);
      },
      serverContent: () => {
        const site = currentContent();
        return site && forEnvironment("ssr", site);
      },
      localImages: () => localImages,
    },
    async configResolved(resolved) {
      config = resolved;
      if (config.command === "build") {
        // Validate before the bundler starts, so a content mistake stops the build
        // before dist/ is emptied, and the report prints once, without a stack trace.
        const result = content.result();
        printProblems(result);
        if (result.stats.errors > 0) throw new ContentBuildError(result);
        lastValid = result.content;
        if (!config.build.ssr) for (const line of leftOutLines(result)) config.logger.info(line);
        if (lastValid && !config.build.ssr) config.logger.info(formDeliveryLine(lastValid, config.env as Record<string, string | undefined>));
      }
      const current = lastValid ?? content.result().content;
      // An entry's own picture is its share card: it gets a JPEG copy for link previews (scripts/prerender/entry-cards.ts).
      if (config.isProduction && current) localImages = await planLocalImages(current.pages, content.publicDir, new Set([...entryPictures(current).values()].map((picture) => picture.src)));
    },
    configureServer(server) {
      server.watcher.add(join(content.root, contentFolder));
    },
    buildStart() {
      if (config.command === "build") return;
      const result = content.result();
      printProblems(result);
      if (result.content) lastValid = result.content;
    },
    resolveId(id) {
      if (id === virtualContentId) return resolvedVirtualId;
      if (id.startsWith(localeModulePrefix)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id.startsWith(`\0${localeModulePrefix}`)) {
        const code = id.slice(localeModulePrefix.length + 1);
        const source = lastValid && localeModuleSource(forEnvironment(this.environment.name, lastValid), code);
        if (source === undefined) this.error(`No language with the code ${code}.`);
        return source;
      }
      if (id !== resolvedVirtualId) return undefined;
      // Splitting languages into their own chunks pays off only in a production build.
      const split = config.command === "build";
      const environment = this.environment.name;
      // The build's server bundle draws the pages with the content the prerender hands it (entry-server.tsx), so it holds none.
      const serialise = (site: SiteContent) => (split && environment !== "client" ? noContentSource : siteModuleSource(forEnvironment(environment, site), split));
      const result = content.result();
      for (const file of result.texts.keys()) this.addWatchFile(join(content.root, file));
      if (result.content) {
        lastValid = result.content;
        return serialise(result.content);
      }
      // In dev, keep showing the last good content behind the overlay.
      if (config.command === "serve" && lastValid) return serialise(lastValid);
      throw new ContentError(result, content.root);
    },
    async generateBundle(_options, bundle) {
      if (this.environment.name === "client") {
        cachedCopies = new Map();
        // Encoded once across builds (the build's cache folder), and copied into dist/ from there rather than held in the bundle.
        const folder = buildCacheFolder(config.root, "image-variants");
        // sharp encodes each copy on one thread (its default on glibc): one copy a core at a time.
        const coresAtOnce = Math.max(1, availableParallelism());
        const copies = [...localImages.values()].flatMap((local) => local.variants.map((variant) => ({ local, variant })));
        await inTurns(copies, coresAtOnce, async ({ local, variant }) => {
          const copy = await cachedVariant(local, variant, folder);
          if (typeof copy === "string") cachedCopies.set(variant.fileName, copy);
          else this.emitFile({ type: "asset", fileName: variant.fileName, source: copy });
        });
      }
      // A production build: a development one (a test's, under NODE_ENV=test) draws every block with its component.
      if (this.environment.name === "client" && config.command === "build" && config.isProduction) {
        for (const chunk of Object.values(bundle)) {
          const shipped = chunk.type === "chunk" ? staticBlockModules(chunk.moduleIds) : [];
          if (shipped.length > 0)
            this.error(
              `A static block's code reached the browser bundle (${chunk.fileName}): ${shipped.join(", ")}. Static blocks are drawn from their prerendered HTML only; a block that must act in the browser says hydration: "interactive" in its meta.ts.`,
            );
        }
      }
      // Schemas are Node-only. A value import from a schema file would ship zod to every visitor.
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        const leaked = chunk.moduleIds.find((id) => buildOnlyPackages.test(id));
        if (leaked) {
          this.error(
            `${leaked.match(buildOnlyPackages)![1]} reached the browser bundle (${chunk.fileName}). A browser module imports a value from a schema file: use "import type", or move the value to a zod-free module.`,
          );
        }
      }
    },
    writeBundle(options) {
      if (this.environment.name !== "client" || !options.dir) return;
      for (const [fileName, cached] of cachedCopies) {
        const target = join(options.dir, fileName);
        mkdirSync(dirname(target), { recursive: true });
        copyFileSync(cached, target);
      }
    },
    hotUpdate({ file, type }) {
      if (this.environment.name !== "client") return undefined;
      const inContent = isContentFile(file);
      // A file under public/ may be media content names: whether it exists, and its size, are checked.
      if (!inContent && !isUnder(content.publicDir, file)) return undefined;
      content.invalidate();
      const result = content.result();
      printProblems(result);
      if (result.stats.errors > 0) {
        const error = new ContentError(result, content.root);
        this.environment.hot.send({ type: "error", err: { ...error, message: error.message, stack: "" } });
        showingError = true;
        return [];
      }
      // A change in public/ that leaves content as it was is Vite's to handle, unless it fixed the content.
      if (!inContent && !showingError) return undefined;
      showingError = false;
      const where = relative(content.root, file);
      config.logger.info(`content ${type === "update" ? "updated" : type === "create" ? "added" : "removed"}: ${where} (${summaryLine(result)})`, { timestamp: true });
      const module = this.environment.moduleGraph.getModuleById(resolvedVirtualId);
      if (!module) return [];
      this.environment.moduleGraph.invalidateModule(module);
      return [module];
    },
  };
}
