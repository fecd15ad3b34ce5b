/** Write, the last of the prerender's three steps (render → assemble → write): files into dist/. */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

export type FileWriter = (files: Iterable<readonly [string, string | Uint8Array]>) => void;

/**
 * Writes each file it is handed at its path under `outDir`, making folders as needed. One
 * writer a build: it remembers the folders it made, as thousands of pages share a few hundred
 * folders and each mkdir is a system call.
 */
export function fileWriter(outDir: string): FileWriter {
  const made = new Set<string>();
  return (files) => {
    for (const [path, data] of files) {
      const file = join(outDir, path);
      const folder = dirname(file);
      if (!made.has(folder)) {
        mkdirSync(folder, { recursive: true });
        made.add(folder);
      }
      writeFileSync(file, data);
    }
  };
}
