/**
 * The preview frame's first paint. The dev server draws the page into preview.html with
 * the frame's own PreviewApp (src/studio/preview/entry-server.tsx) and hands over the data
 * it drew from, which the frame then hydrates. So the page shows as soon as the document
 * arrives, instead of once the frame's hundred-odd modules have loaded and the studio has
 * sent it the page.
 *
 * Compiling the renderer takes a dev server about 1.6–2 s after it starts, so a drawing is
 * also kept on disk, named by a hash of everything it was drawn from: the page's data, and
 * the size and time of every file under src/ and of package-lock.json, and how the server
 * is set up. A server started again with nothing changed hands out the same drawing at once.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { ViteDevServer } from "vite";
import { homeRoute } from "../../src/content/route-roles.ts";
import type { RenderedHtml } from "../../src/render/server-html.ts";
import { emotionStyleTags } from "../../src/render/server-html.ts";
import type { ToPreview } from "../../src/studio/preview-data.ts";
import { firstViewElementId, previewModulesElementId, type StudioContent } from "../../src/studio/protocol.ts";
import { pageIcons } from "../content/icons.ts";
import { jsonScript } from "../escape-markup.ts";
import { fillHtmlSlots } from "../html-slots.ts";

const previewServerEntry = "/src/studio/preview/entry-server.tsx";

interface PreviewRenderer {
  renderPreview(view: ToPreview): Promise<RenderedHtml>;
}

export interface FirstPaint {
  /** The style tags for the page, for preview.html's head. */
  styles: string;
  /** The page's HTML, then the data it was drawn from as a JSON script. */
  page: string;
}

/** The view the studio itself would send first for `route`: its saved content, no section selected. */
export function firstView(content: StudioContent, route: string): ToPreview | undefined {
  const { site, pages } = content.firstDrawing;
  const page = Object.values(pages).find((candidate) => candidate.route === route);
  if (!site || !page) return undefined;
  // Only the icons the page names, as the build gives a page: the frame gets them all with the studio's first message.
  return { type: "studio:render", site, page: { ...page, icons: pageIcons(page) }, selected: undefined };
}

/** Every file under `folder`, with its size and time: what the drawing code is, in a few milliseconds. */
function sourceStamp(root: string): string {
  const lines: string[] = [];
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) visit(path);
      else {
        const { size, mtimeMs } = statSync(path);
        lines.push(`${relative(root, path)} ${size} ${mtimeMs}`);
      }
    }
  };
  visit(join(root, "src"));
  const lock = statSync(join(root, "package-lock.json"), { throwIfNoEntry: false });
  lines.push(`package-lock.json ${lock?.size} ${lock?.mtimeMs}`);
  return lines.join("\n");
}

/**
 * How the server compiles what it draws: its config file and its plugins, in order. Servers
 * set up differently draw the same page differently (a plugin that rewrites the styles gives
 * every class another name) and share the cache folder, so each keeps its own drawings.
 */
function serverSetup(server: ViteDevServer): string {
  return `${server.config.configFile ?? "(inline config)"}\n${server.config.plugins.map((plugin) => plugin.name).join(",")}`;
}

/** The name a drawing is kept under: what it was drawn from, the drawing code, and the server that drew it. */
export function drawingKey(viewData: string, root: string, setup: string): string {
  return createHash("sha256").update(viewData).update(sourceStamp(root)).update(setup).digest("hex").slice(0, 32);
}

/** Drawings kept on disk; the newest few stay. */
function paintCache(folder: string) {
  const kept = 24;
  return {
    read(key: string): FirstPaint | undefined {
      try {
        return JSON.parse(readFileSync(join(folder, `${key}.json`), "utf8")) as FirstPaint;
      } catch {
        return undefined;
      }
    },
    write(key: string, paint: FirstPaint): void {
      try {
        mkdirSync(folder, { recursive: true });
        writeFileSync(join(folder, `${key}.json`), JSON.stringify(paint));
        const files = readdirSync(folder).map((name) => ({ name, time: statSync(join(folder, name)).mtimeMs }));
        for (const { name } of files.sort((a, b) => b.time - a.time).slice(kept)) rmSync(join(folder, name), { force: true });
      } catch {
        // A cache that can't be written costs the next start time, nothing more.
      }
    },
  };
}

export function createFirstPaint(server: ViteDevServer, content: () => StudioContent) {
  const renderer = () => server.ssrLoadModule(previewServerEntry) as Promise<PreviewRenderer>;
  const cache = paintCache(join(server.config.cacheDir, "studio-first-paint"));
  let warned = false;
  return {
    /** Compiles the renderer in the background as the server starts, so the first visit finds it ready. */
    warm(): void {
      renderer().catch(() => server.environments.ssr.moduleGraph.invalidateAll());
    },
    /** The first paint for `route`, or undefined (the frame then draws once its code has run). */
    async draw(route: string | null): Promise<FirstPaint | undefined> {
      try {
        const view = firstView(content(), route ?? homeRoute);
        if (!view) return undefined;
        const data = JSON.stringify(view);
        const key = drawingKey(data, server.config.root, serverSetup(server));
        const kept = cache.read(key);
        if (kept) return kept;
        // Once more after a failure: the dev server re-bundling a dependency it has just met (the
        // article editor's, on its first opening) fails a module load that succeeds a moment later.
        // The server keeps a module that failed to load as failed for every later load until it is
        // invalidated: without that, one bad moment (a fresh machine's first bundling) left every
        // later preview without its first paint.
        const render = async () => (await renderer()).renderPreview(view);
        const rendered = await render().catch(async () => {
          server.environments.ssr.moduleGraph.invalidateAll();
          await new Promise((resolve) => setTimeout(resolve, 500));
          return render();
        });
        const paint = { styles: emotionStyleTags(rendered).join(""), page: `${rendered.html}${jsonScript(firstViewElementId, view)}` };
        cache.write(key, paint);
        return paint;
      } catch (error) {
        // The frame still draws the page itself a moment later; say why it had to, once.
        if (!warned) server.config.logger.warn(`studio: the preview's first paint failed, so the frame draws the page once its code runs: ${(error as Error).message}`);
        warned = true;
        return undefined;
      }
    },
  };
}

/**
 * preview.html with its slots filled: the first paint (empty without one) and the modules
 * the frame's code imports, which it preloads when it starts.
 */
export function fillPreview(template: string, paint: FirstPaint | undefined, modules: readonly string[]): string {
  return fillHtmlSlots(
    template,
    { "preview-styles": paint?.styles ?? "", "preview-page": paint?.page ?? "", "preview-modules": jsonScript(previewModulesElementId, modules) },
    { file: "src/studio/preview.html", filler: "the studio's dev server", prefix: "preview-" },
  );
}
