import { dirname, resolve } from "node:path";
import type { Rolldown } from "vite";
import type { SiteContent } from "../../src/content/site-content.ts";
import { routeModules } from "./route-modules.ts";

type OutputChunk = Rolldown.OutputChunk;

/** The chunks and assets one environment's build gave back. */
export type BuildOutput = readonly (OutputChunk | Rolldown.OutputAsset)[];

/** What the prerendered pages need to know of the browser's build, as URLs relative to dist/index.html. */
export interface ClientBundle {
  /**
   * The page's own script (src/islands/page-runtime.ts), then the app's entry, then the chunks
   * the entry imports statically, in the order Vite would preload them.
   */
  modules: string[];
  /** For each route but home, the further modules its first visit needs (route-modules.ts). */
  routeModules: Record<string, string[]>;
  /** Every file the build wrote, relative to dist/ ("assets/inter-core-BodIIq-v.woff2"). */
  files: Set<string>;
}

/** The chunks `chunk` imports statically, each after the chunks it imports itself (Vite's own preload order). */
export function staticImports(chunk: OutputChunk, byFile: Map<string, OutputChunk>, seen = new Set<string>()): OutputChunk[] {
  const found: OutputChunk[] = [];
  for (const file of chunk.imports) {
    const imported = byFile.get(file);
    if (!imported || seen.has(file)) continue;
    seen.add(file);
    found.push(...staticImports(imported, byFile, seen), imported);
  }
  return found;
}

/** The module every document starts after its first paint, from which the app is imported when wanted. */
export const pageScriptModule = "src/islands/page-runtime.ts";

/** Reads the client build's output: the page script, the entry made from `htmlEntry` (index.html's path), its imports and each route's modules. */
export function readClientBundle(output: BuildOutput, htmlEntry: string, content: SiteContent): ClientBundle {
  const chunks = output.filter((item): item is OutputChunk => item.type === "chunk");
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entryFor = (file: string) => chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId !== null && resolve(chunk.facadeModuleId) === resolve(file));
  const entry = entryFor(htmlEntry);
  if (!entry) throw new Error(`The client build has no entry chunk for ${htmlEntry}.`);
  const pageScript = entryFor(resolve(dirname(htmlEntry), pageScriptModule));
  if (!pageScript) throw new Error(`The client build has no entry chunk for ${pageScriptModule}.`);
  const url = (file: string) => `./${file}`;
  const bundle = Object.fromEntries(output.map((item) => [item.fileName, item]));
  return {
    modules: [pageScript, entry, ...staticImports(entry, byFile)].map((chunk) => url(chunk.fileName)),
    routeModules: Object.fromEntries(Object.entries(routeModules(content, bundle)).map(([route, files]) => [route, files.map(url)])),
    files: new Set(output.map((item) => item.fileName)),
  };
}
