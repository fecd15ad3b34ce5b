import { readdirSync, readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { pagesFolder, siteFile, type SourceFile } from "../../src/validation/sources.ts";

/** Files in content/pages that are not page files but are expected there. */
const ignoredNames = new Set([".DS_Store", ".gitkeep"]);

/** Reads content/site.yaml and every file in content/pages, sorted so reports are stable. */
export function readContentSources(root: string): SourceFile[] {
  const sources: SourceFile[] = [];
  const sitePath = join(root, siteFile);
  if (existsSync(sitePath)) sources.push({ path: siteFile, text: readText(sitePath), kind: "site" });

  const pagesPath = join(root, pagesFolder);
  const names = existsSync(pagesPath) ? readdirSync(pagesPath, { withFileTypes: true }) : [];
  for (const entry of names.sort((a, b) => a.name.localeCompare(b.name))) {
    if (!entry.isFile() || ignoredNames.has(entry.name)) continue;
    const path = `${pagesFolder}/${entry.name}`;
    sources.push({ path, text: readText(join(root, path)), kind: entry.name.endsWith(".yaml") ? "page" : "stray" });
  }
  return sources;
}

function readText(path: string): string {
  return readFileSync(path, "utf8");
}
