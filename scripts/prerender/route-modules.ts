import type { Rolldown } from "vite";
import { localeModulePrefix } from "../content/bundle.ts";
import { blockMetas } from "../../src/blocks/metas.ts";
import { siteLocales } from "../../src/content/site-locales.ts";
import type { SiteContent } from "../../src/content/site-content.ts";

type OutputChunk = Rolldown.OutputChunk;

function chunks(bundle: Rolldown.OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((output): output is OutputChunk => output.type === "chunk");
}

/** A chunk and everything it imports statically, by file name. */
function withImports(chunk: OutputChunk, byFile: Map<string, OutputChunk>, into: Set<string>): void {
  if (into.has(chunk.fileName)) return;
  into.add(chunk.fileName);
  for (const file of chunk.imports) {
    const imported = byFile.get(file);
    if (imported) withImports(imported, byFile, into);
  }
}

/**
 * For each route, the script files its first visit needs beyond the app: its language's
 * module and the chunks of blocks that load on demand (a form, a table). Its content is a
 * data file (page-files.ts), not a chunk.
 * Left to the app, they are found one after another once its code has run; listed
 * up front, the browser fetches them alongside it.
 */
export function routeModules(content: SiteContent, bundle: Rolldown.OutputBundle): Record<string, string[]> {
  const all = chunks(bundle);
  const byFile = new Map(all.map((chunk) => [chunk.fileName, chunk]));
  const entryFiles = new Set<string>();
  for (const entry of all.filter((chunk) => chunk.isEntry)) withImports(entry, byFile, entryFiles);

  const routes: Record<string, string[]> = {};
  const defaultCode = siteLocales(content.site)[0]!.code;
  for (const page of content.pages) {
    const needed = new Set<string>();
    // Every page needs its language's module (site settings, page table, home and not-found) first.
    const localeChunk = all.find((chunk) => chunk.facadeModuleId === `\0${localeModulePrefix}${page.locale ?? defaultCode}`);
    if (localeChunk) withImports(localeChunk, byFile, needed);
    for (const type of new Set(page.sections.map((section) => section.type))) {
      // A lazy block's chunk is the one its component module (meta.ts names it) starts; the others ship with the app.
      const meta = blockMetas[type];
      if (!meta.lazy) continue;
      const blockChunk = all.find((chunk) => !chunk.isEntry && chunk.facadeModuleId?.endsWith(`/src/blocks/${meta.component}`));
      if (blockChunk) withImports(blockChunk, byFile, needed);
    }
    const files = [...needed].filter((file) => !entryFiles.has(file));
    if (files.length > 0) routes[page.route] = files.sort();
  }
  return routes;
}
