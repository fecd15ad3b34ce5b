/**
 * Serves the studio at /__studio/ while `npm run dev` runs: its own HTML entry
 * (src/studio/index.html), never part of the site's build, and the endpoints
 * under /__studio/api that read, validate and save content through service.ts.
 */
import { existsSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { fileURLToPath } from "node:url";
import { isAbsolute, join, relative, sep } from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { previewRouteParam, studioApi, studioPath, type FilesCommitRequest, type SaveRequest, type ValidateRequest } from "../../src/studio/protocol.ts";
import type { ContentService } from "../content/service.ts";
import { contentFolder } from "../../src/validation/sources.ts";
import { previewPaneHtml, shellCss } from "../../src/studio/shell.ts";
import { fillHtmlSlots } from "../html-slots.ts";
import { createFirstPaint, fillPreview } from "./first-paint.ts";
import { devIconImports } from "./icon-imports.ts";
import { createStudioService, StudioRefusal } from "./service.ts";
import { escapeMarkup as escapeHtml } from "../escape-markup.ts";

const pages: Record<string, string> = {
  [studioPath]: "index.html",
  [`${studioPath}index.html`]: "index.html",
  [`${studioPath}preview.html`]: "preview.html",
};
/** The frame's code proper, which its entry loads once the studio has drawn (preview/main.tsx). */
const previewCode = "/src/studio/preview/start.tsx";
const studioFolder = fileURLToPath(new URL("../../src/studio/", import.meta.url));

export interface StudioOptions {
  /** The one reader and validator of the content folder; its root may be a scratch copy (tests). */
  content: ContentService;
}

async function readJson<T>(request: IncomingMessage): Promise<T> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8")) as T;
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.statusCode = status;
  response.setHeader("Content-Type", "application/json; charset=utf-8");
  response.setHeader("Cache-Control", "no-store");
  response.end(JSON.stringify(body));
}

/** A write from the studio's own page: a JSON body, sent from the same origin. */
export function isSameSiteJson(request: { headers: Record<string, string | string[] | undefined> }): boolean {
  const type = String(request.headers["content-type"] ?? "");
  const site = request.headers["sec-fetch-site"];
  const origin = request.headers["origin"];
  const host = request.headers["host"];
  if (!type.startsWith("application/json")) return false;
  if (site !== undefined && site !== "same-origin") return false;
  if (typeof origin !== "string") return true;
  try {
    return new URL(origin).host === host;
  } catch {
    // "null" (a sandboxed frame, a file) is no page of this server.
    return false;
  }
}

/**
 * Every module the dev server has seen `entry` import statically, directly or not. The
 * preview frame preloads them all when it starts its code (preview/main.tsx), so it loads them side by side
 * instead of learning of each level of imports only when the one above it has arrived.
 * (The studio's own page does not: measured with npm run bench:studio, it gained nothing there.)
 */
async function staticImports(server: ViteDevServer, entry: string): Promise<string[]> {
  const graph = server.environments.client.moduleGraph;
  const seen = new Set<string>();
  const queue = [entry];
  for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
    if (seen.has(url)) continue;
    seen.add(url);
    // Vite records the URLs a module imports (for HMR, untyped; without it the frame just loads
    // as it would have), import() among them: those load only when used, like a block no page
    // shows, and are left out.
    const module = (await graph.getModuleByUrl(url)) as { staticImportedUrls?: Set<string>; transformResult?: { code: string } | null } | undefined;
    const code = module?.transformResult?.code ?? "";
    for (const imported of module?.staticImportedUrls ?? []) if (!code.includes(`import(${JSON.stringify(imported)}`)) queue.push(imported);
  }
  return [...seen];
}

export function studio(options: StudioOptions): Plugin[] {
  return [studioServer(options), devIconImports()];
}

function studioServer(options: StudioOptions): Plugin {
  return {
    name: "studio",
    apply: "serve",
    config: () => ({
      // Transform the studio's modules as the server starts, not as the first visit asks for them,
      // and let the dependency scan read its pages, so no dependency is found late (which would
      // make the dev server bundle again and reload the page). Vite joins these lists with the
      // project's own; index.html is named because a list given here replaces the default.
      server: { warmup: { clientFiles: ["./src/studio/main.tsx", "./src/studio/Studio.tsx", "./src/studio/preview/main.tsx", "./src/studio/preview/start.tsx"] } },
      optimizeDeps: { entries: ["index.html", "src/studio/index.html", "src/studio/preview.html"] },
    }),
    configureServer(server) {
      const { content } = options;
      const service = createStudioService(content);
      const firstPaint = createFirstPaint(server, () => service.content());
      server.httpServer?.once("listening", () => firstPaint.warm());
      const inside = (folder: string, file: string) => {
        const path = relative(folder, file);
        return isAbsolute(path) || path.startsWith("..") ? undefined : path;
      };

      // A change on disk (a code editor, git) makes the content service read again, and an open
      // studio hears of it, so it can take the new text in or say so before a save.
      const changed = (file: string) => {
        const path = inside(content.root, file);
        const inContent = path !== undefined && path.split(sep)[0] === contentFolder;
        if (inContent || inside(content.publicDir, file) !== undefined) content.invalidate();
        if (inContent) server.ws.send({ type: "custom", event: "studio:file-changed", data: { path: path.split(sep).join("/") } });
      };
      server.watcher.add(join(content.root, contentFolder));
      for (const event of ["change", "add", "unlink"] as const) server.watcher.on(event, changed);

      server.middlewares.use(async (request, response, next) => {
        const url = (request.url ?? "").split("?")[0]!;
        if (url === "/__studio") {
          response.statusCode = 302;
          response.setHeader("Location", studioPath);
          response.end();
          return;
        }
        const page = pages[url];
        if (page && request.method === "GET") {
          const template = readFileSync(`${studioFolder}${page}`, "utf8").replace("<title>Studio</title>", `<title>${escapeHtml(service.brandName())} Studio</title>`);
          let html = await server.transformIndexHtml(request.url ?? url, template, request.originalUrl);
          if (page === "index.html") {
            const slots = { "studio-shell": `<style>${shellCss}</style>`, "studio-preview-pane": previewPaneHtml };
            html = fillHtmlSlots(html, slots, { file: "src/studio/index.html", filler: "the studio's dev server", prefix: "studio-" });
          }
          if (page === "preview.html") {
            const route = new URL(request.url ?? url, "http://studio").searchParams.get(previewRouteParam);
            html = fillPreview(html, await firstPaint.draw(route), await staticImports(server, previewCode));
          }
          response.setHeader("Content-Type", "text/html; charset=utf-8");
          response.end(html);
          return;
        }
        // Content's local files are addressed relative to the document ("./media/hero.svg"), as the
        // site may live under any base path; in the preview frame that is /__studio/, so the
        // site's public files are served there too.
        const publicFile = url.startsWith(studioPath) ? decodeURIComponent(url.slice(studioPath.length)) : "";
        if (publicFile && request.method === "GET" && inside(content.publicDir, join(content.publicDir, publicFile)) !== undefined && existsSync(join(content.publicDir, publicFile))) {
          request.url = (request.url ?? url).slice(studioPath.length - 1);
          return next();
        }
        if (!url.startsWith(studioApi)) return next();
        // Another site open in the same browser must not write content: writes need a JSON body
        // (which a cross-site page can only send after a preflight this server never answers)
        // and must come from a page of this server.
        if (request.method !== "GET" && !isSameSiteJson(request)) {
          return send(response, 403, { message: "The studio accepts changes only from its own page." });
        }
        try {
          const action = url.slice(studioApi.length);
          if (action === "/content" && request.method === "GET") return send(response, 200, service.content());
          if (action === "/validate" && request.method === "POST") {
            const { edits, media } = await readJson<ValidateRequest>(request);
            return send(response, 200, { problems: service.validate(edits, media) });
          }
          if (action === "/save" && request.method === "POST") {
            const { path, version, changes } = await readJson<SaveRequest>(request);
            return send(response, 200, service.save(path, version, changes));
          }
          if (action === "/commit" && request.method === "POST") {
            return send(response, 200, service.commit(await readJson<FilesCommitRequest>(request)));
          }
          if (action === "/history" && request.method === "POST") {
            const { path } = await readJson<{ path: string }>(request);
            return send(response, 200, service.history(path));
          }
          if (action === "/read-at" && request.method === "POST") {
            const { path, version } = await readJson<{ path: string; version: string }>(request);
            return send(response, 200, { text: service.readAt(path, version) ?? null });
          }
          if (action === "/new-page" && request.method === "POST") {
            const { name } = await readJson<{ name: string }>(request);
            return send(response, 200, service.newPage(name));
          }
          return send(response, 404, { message: `The studio has no ${request.method} ${action}.` });
        } catch (error) {
          if (error instanceof StudioRefusal) return send(response, error.status, { message: error.message, problems: error.problems });
          server.config.logger.error(`studio: ${(error as Error).stack ?? String(error)}`);
          return send(response, 500, { message: `The studio could not do that: ${(error as Error).message}` });
        }
      });
    },
  };
}
