/**
 * Vite's dev server as `npm run dev` runs it, on a scratch copy of content/, so a test may
 * write files (or commit them) without touching the repository's own.
 */
import react from "@vitejs/plugin-react";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createServer, type ViteDevServer } from "vite";
import { createContentService, type ContentService } from "../../scripts/content/service.ts";
import { siteContent } from "../../scripts/content/vite-plugin.ts";
import { blockGallery } from "../../scripts/gallery/vite-plugin.ts";
import { studio } from "../../scripts/studio/vite-plugin.ts";
import { devDocuments } from "../../scripts/prerender/dev-documents.ts";
import { publicFieldMarks } from "../../scripts/public-field-marks.ts";
import { cssTemplates } from "../../scripts/css-templates.ts";

/** A new folder holding a copy of content/: `prefix` names it in the temporary folder. */
export function copyOfContent(prefix: string): string {
  const scratch = mkdtempSync(join(tmpdir(), prefix));
  cpSync(resolve("content"), join(scratch, "content"), { recursive: true });
  return scratch;
}

/** The dev server on the content in `scratch`, with the studio at `studioUrl` unless `withStudio` is false; `parallelIndex`: the test worker's slot. */
export async function startDevServer(scratch: string, { withStudio = true, parallelIndex = 0 } = {}): Promise<{ server: ViteDevServer; studioUrl: string; content: ContentService }> {
  // What `npm run dev` runs as, whatever an earlier build in this worker left in NODE_ENV.
  process.env.NODE_ENV = "development";
  const content = createContentService({ root: scratch, publicDir: resolve("public") });
  const server = await createServer({
    configFile: false,
    mode: "development",
    root: resolve("."),
    // E2E_DEV_LOG=1 shows the server's warnings (a failed first paint of the studio preview among them).
    logLevel: process.env.E2E_DEV_LOG ? "warn" : "silent",
    plugins: [publicFieldMarks(), siteContent({ content }), blockGallery({ content }), ...(withStudio ? [studio({ content })] : []), cssTemplates(), react({ jsxImportSource: "@emotion/react" }), devDocuments()],
    server: { host: "127.0.0.1", port: 0, strictPort: false },
    // Vite's pre-bundled dependencies are named by a hash of the plugins' names, among others. A
    // server with the studio and one without, sharing one folder, each found the other's bundle
    // stale and wrote its own over it while the other was serving pages from it: that page's
    // dependency imports failed ("This page couldn't load"). Two servers of one kind starting
    // together on a new machine both write the folder too. One folder for each kind of server
    // and each of the test workers running side by side (`parallelIndex`).
    cacheDir: resolve(`node_modules/.vite/e2e-${withStudio ? "studio" : "site"}-${parallelIndex}`),
  });
  await server.listen();
  return { server, studioUrl: `${server.resolvedUrls!.local[0]!}__studio/`, content };
}

export async function stopDevServer(server: ViteDevServer | undefined, scratch: string | undefined): Promise<void> {
  await server?.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
}
