/**
 * One studio under `npm run dev`'s plugins for each test worker, shared by every describe that
 * edits files through it. Starting a server and transforming the studio's modules for its first
 * page cost each describe several seconds; a describe now asks for a fresh copy of the content
 * in the same folder instead, and the server, watching that folder, reads it again.
 */
import { test as base } from "@playwright/test";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import type { ViteDevServer } from "vite";
import { copyOfContent, startDevServer, stopDevServer } from "./dev-server-on-copy.ts";

export { expect, type FrameLocator, type Page } from "@playwright/test";

export interface DevStudio {
  /** The studio's address on this worker's dev server. */
  readonly url: string;
  /** The folder holding the content/ the server reads and writes. */
  readonly root: string;
  /**
   * The content as the repository has it again (no git history), changed by `prepare` if given,
   * once the server has heard of every file that changed: an event arriving after a test opened
   * the studio would read as someone else's edit on disk.
   */
  fresh(prepare?: (root: string) => void): Promise<void>;
}

/** Every file under `folder`, as paths relative to it. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)));
}

/**
 * Makes `target` hold what `source` holds, writing only the files that differ and removing
 * the ones `source` lacks. The folders stay where they are: a folder removed and made again
 * under a running watcher was watched no more, and a later edit on disk went unheard.
 */
function mirror(source: string, target: string): void {
  const wanted = new Set(filesUnder(source));
  for (const file of filesUnder(target)) if (!wanted.has(file)) rmSync(join(target, file));
  for (const file of wanted) {
    const text = readFileSync(join(source, file));
    const at = join(target, file);
    if (existsSync(at) && readFileSync(at).equals(text)) continue;
    mkdirSync(dirname(at), { recursive: true });
    writeFileSync(at, text);
  }
}

/** Resolves once the server's file watcher has been quiet for `quietMs` (or `limitMs` has passed). */
function watcherSettled(server: ViteDevServer, quietMs = 400, limitMs = 10_000): Promise<void> {
  return new Promise((resolveSettled) => {
    const started = Date.now();
    const done = () => {
      server.watcher.off("all", heard);
      resolveSettled();
    };
    let timer = setTimeout(done, quietMs);
    function heard(): void {
      clearTimeout(timer);
      timer = setTimeout(done, Date.now() - started > limitMs ? 0 : quietMs);
    }
    server.watcher.on("all", heard);
  });
}

export const test = base.extend<object, { devStudio: DevStudio }>({
  devStudio: [
    async ({}, provide, workerInfo) => {
      const root = copyOfContent("studio-dev-");
      const { server, studioUrl, content } = await startDevServer(root, { parallelIndex: workerInfo.parallelIndex });
      await provide({
        url: studioUrl,
        root,
        async fresh(prepare) {
          const settled = watcherSettled(server);
          rmSync(join(root, ".git"), { recursive: true, force: true });
          mirror(resolve("content"), join(root, "content"));
          prepare?.(root);
          await settled;
          content.invalidate();
        },
      });
      await stopDevServer(server, root);
    },
    { scope: "worker" },
  ],
});
