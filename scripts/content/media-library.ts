import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import type { MediaLibrary } from "../../src/validation/media-files.ts";

/** Every file under `publicDir`, by its site address. */
export function readMediaLibrary(publicDir: string): MediaLibrary {
  const files = new Map<string, number>();
  const walk = (folder: string, address: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path, `${address}${entry.name}/`);
      else if (entry.isFile()) files.set(`${address}${entry.name}`, statSync(path).size);
    }
  };
  if (existsSync(publicDir)) walk(publicDir, "/");
  return files;
}
