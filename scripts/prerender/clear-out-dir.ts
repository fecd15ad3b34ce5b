/**
 * The previous build's dist/ is moved aside at once and removed on another thread while this
 * build works: Vite would empty it file by file on the main thread before writing, and a site
 * of thousands of pages is tens of thousands of files (about 20 s on a busy 2-core machine at
 * 1,000 entries a language). Moved into the build's cache folder, so a stopped build leaves
 * nothing beside the project; the next build removes what one left there.
 */
import { existsSync, mkdirSync, readdirSync, renameSync } from "node:fs";
import { rm } from "node:fs/promises";
import { isAbsolute, join, relative } from "node:path";
import type { ResolvedConfig } from "vite";

/** Moves `outDir` aside when Vite would empty it; resolves once every old build is removed. */
export function clearOutDirAside(config: ResolvedConfig, outDir: string): Promise<void> {
  const inside = !relative(config.root, outDir).startsWith("..") && !isAbsolute(relative(config.root, outDir));
  const empties = config.build.emptyOutDir ?? inside;
  const trash = join(config.root, "node_modules", ".cache", "saf-site", "old-builds");
  try {
    // Vite keeps a .git folder in dist/ (a deploy checkout): then it empties dist/ itself, as before.
    if (empties && existsSync(outDir) && !existsSync(join(outDir, ".git"))) {
      mkdirSync(trash, { recursive: true });
      renameSync(outDir, join(trash, `${Date.now()}-${process.pid}`));
    }
  } catch {
    // Another file system, or no right to move it: Vite empties it as it always did.
  }
  if (!existsSync(trash)) return Promise.resolve();
  return Promise.all(readdirSync(trash).map((name) => rm(join(trash, name), { recursive: true, force: true }))).then(() => undefined);
}
