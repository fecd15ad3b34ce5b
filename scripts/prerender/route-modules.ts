import type { Rolldown } from "vite";
import { pageModuleName, pageModulePrefix } from "../content/bundle.ts";
import { blockMetas } from "../../src/blocks/metas.ts";
import { isBundledWithApp } from "../../src/content/route-roles.ts";
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
 * For each route not bundled with the app, the script files its first visit needs beyond
 * the app: its content chunk and the chunks of blocks that load on demand (a form, a table).
 * Left to the app, they are found one after another once its code has run; listed
 * up front, the browser fetches them alongside it.
 */
export function routeModules(content: SiteContent, bundle: Rolldown.OutputBundle): Record<string, string[]> {
  const all = chunks(bundle);
  const byFile = new Map(all.map((chunk) => [chunk.fileName, chunk]));
  const entryFiles = new Set<string>();
  for (const entry of all.filter((chunk) => chunk.isEntry)) withImports(entry, byFile, entryFiles);

  const routes: Record<string, string[]> = {};
  for (const page of content.pages) {
    if (isBundledWithApp(page.route)) continue;
    const needed = new Set<string>();
    const pageChunk = all.find((chunk) => chunk.facadeModuleId === `\0${pageModulePrefix}${pageModuleName(page.route)}`);
    if (pageChunk) withImports(pageChunk, byFile, needed);
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
