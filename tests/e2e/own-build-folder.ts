import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { preview, type PreviewServer } from "vite";

/**
 * A fresh folder under .tmp for a build made for one stand-in server. Never a fixed name:
 * two workers running the same file (with --repeat-each, or a group retried in a new worker)
 * would each build into it for their own server, and one worker's pages would then talk
 * to the other's server.
 */
export function ownBuildFolder(name: string): string {
  mkdirSync(resolve(".tmp"), { recursive: true });
  return mkdtempSync(resolve(`.tmp/${name}-`));
}

export function removeBuildFolder(folder: string | undefined): void {
  if (folder) rmSync(folder, { recursive: true, force: true });
}

/**
 * Vite's preview of a build folder, on a free port of 127.0.0.1. Vite sets NODE_ENV to
 * "production" in this process for a preview; a test file the worker loaded after it (the dev
 * server's) then loaded React's production build at import, the dev server's render the
 * development one, and with two Reacts its lazy sections were left unrendered ("This page
 * couldn't load" on every page). NODE_ENV is put back as it was.
 */
export async function previewOf(outDir: string): Promise<PreviewServer> {
  const nodeEnv = process.env.NODE_ENV;
  try {
    return await preview({ configFile: false, root: resolve("."), base: "./", logLevel: "warn", build: { outDir }, preview: { host: "127.0.0.1", port: 0 } });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
