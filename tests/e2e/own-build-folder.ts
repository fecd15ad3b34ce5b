import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { resolve } from "node:path";

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
