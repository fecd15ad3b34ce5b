/**
 * The published studio's chunks (dist/studio/assets/) as a graph read from the files themselves:
 * its build writes no manifest, so what a chunk imports is read from its code. Used by
 * size-budget.ts to weigh what a screen loaded later (the inbox, the article editor) adds.
 */

/** A built ES module's static imports of its sibling chunks (`from"./x.js"`, `import"./x.js"`). */
export function siblingImports(code: string): string[] {
  return [...code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((match) => match[1]!);
}

/** A built ES module's dynamic imports of its sibling chunks: import(`./x.js`), with any quote. */
export function dynamicSiblingImports(code: string): string[] {
  return [...code.matchAll(/import\(\s*[`"']\.\/([^`"']+\.js)[`"']\s*\)/g)].map((match) => match[1]!);
}

/** File names of one folder's chunks reachable from `roots` through static imports, roots first. */
export function staticChunkClosure(roots: readonly string[], codeOf: (name: string) => string): string[] {
  const seen: string[] = [];
  for (const queue = [...roots]; queue.length > 0; ) {
    const name = queue.shift()!;
    if (seen.includes(name)) continue;
    seen.push(name);
    queue.push(...siblingImports(codeOf(name)));
  }
  return seen;
}

/**
 * What loading the lazy chunk `root` adds to what the page already holds: its static closure, less
 * `loaded` (the first load's chunks) and less the static closures of the chunks that import it
 * dynamically, since those ran (with everything they import) before they could ask for it.
 * E.g. the article editor, imported only by the article form: the parser and schema the form
 * already needs are not the editor's weight.
 */
export function lazyChunkOwn(root: string, chunks: readonly string[], codeOf: (name: string) => string, loaded: readonly string[]): string[] {
  const importers = chunks.filter((name) => dynamicSiblingImports(codeOf(name)).includes(root));
  const present = new Set([...loaded, ...staticChunkClosure(importers, codeOf)]);
  return staticChunkClosure([root], codeOf).filter((name) => name === root || !present.has(name));
}
