/** Write, the last of the prerender's three steps (render → assemble → write): files into dist/. */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

/** Writes each file at its path under `outDir`, making folders as needed. */
export function writeFiles(outDir: string, files: Iterable<readonly [string, string | Uint8Array]>): void {
  for (const [path, data] of files) {
    const file = join(outDir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, data);
  }
}
