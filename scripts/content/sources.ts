import { readdirSync, readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { collectionsFolder, contentFolder, pagesFolder, reservedFolders, siteFile, type SourceFile } from "../../src/validation/sources.ts";

/** Files in content/pages that are not page files but are expected there. */
const ignoredNames = new Set([".DS_Store", ".gitkeep"]);

/** A folder of content/ that holds a translation: a language code such as ar. */
const localeFolder = /^[a-z]{2,3}$/;

/** A collection's entries: Markdown files; anything else in the folder is reported as a stray. */
function readEntries(root: string, folder: string): SourceFile[] {
  const path = join(root, folder);
  if (!existsSync(path)) return [];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !ignoredNames.has(entry.name))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((entry) => ({ path: `${folder}/${entry.name}`, text: readText(join(path, entry.name)), kind: entry.name.endsWith(".md") ? ("entry" as const) : ("stray" as const) }));
}

/** Collections' declarations (content/collections/*.yaml) or a translation's words for them. */
function readCollections(root: string, folder: string): SourceFile[] {
  const path = join(root, folder);
  if (!existsSync(path)) return [];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !ignoredNames.has(entry.name))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((entry) => ({ path: `${folder}/${entry.name}`, text: readText(join(path, entry.name)), kind: entry.name.endsWith(".yaml") ? ("collection" as const) : ("stray" as const) }));
}

/** Every folder of `base` that may hold a collection's entries: any but pages/, collections/ and language folders. */
function entryFolders(root: string, base: string): string[] {
  const path = join(root, base);
  if (!existsSync(path)) return [];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !reservedFolders.has(entry.name) && !localeFolder.test(entry.name))
    .map((entry) => `${base}/${entry.name}`)
    .sort();
}

function readFolder(root: string, site: string, pages: string): SourceFile[] {
  const sources: SourceFile[] = [];
  const sitePath = join(root, site);
  if (existsSync(sitePath)) sources.push({ path: site, text: readText(sitePath), kind: "site" });
  const pagesPath = join(root, pages);
  const names = existsSync(pagesPath) ? readdirSync(pagesPath, { withFileTypes: true }) : [];
  for (const entry of names.sort((a, b) => a.name.localeCompare(b.name))) {
    if (!entry.isFile() || ignoredNames.has(entry.name)) continue;
    const path = `${pages}/${entry.name}`;
    sources.push({ path, text: readText(join(root, path)), kind: entry.name.endsWith(".yaml") ? "page" : "stray" });
  }
  return sources;
}

/**
 * Reads content/site.yaml, every file in content/pages, the collections' declarations and
 * entries, then each translation folder's (content/ar/…), sorted so reports are stable.
 */
export function readContentSources(root: string): SourceFile[] {
  const sources = [...readFolder(root, siteFile, pagesFolder), ...readCollections(root, collectionsFolder), ...entryFolders(root, contentFolder).flatMap((folder) => readEntries(root, folder))];
  const contentPath = join(root, contentFolder);
  const folders = existsSync(contentPath) ? readdirSync(contentPath, { withFileTypes: true }) : [];
  for (const entry of folders.sort((a, b) => a.name.localeCompare(b.name))) {
    if (!entry.isDirectory() || !localeFolder.test(entry.name)) continue;
    const base = `${contentFolder}/${entry.name}`;
    sources.push(...readFolder(root, `${base}/site.yaml`, `${base}/pages`), ...readCollections(root, `${base}/collections`), ...entryFolders(root, base).flatMap((folder) => readEntries(root, folder)));
  }
  return sources;
}

function readText(path: string): string {
  return readFileSync(path, "utf8");
}
