import { describe, expect, it } from "vitest";
import { dynamicSiblingImports, lazyChunkOwn, siblingImports, staticChunkClosure } from "../../scripts/studio-chunks.ts";

/** A studio build in small: the first load (studio.js), a form that loads an editor lazily, the editor. */
const code: Record<string, string> = {
  "studio.js": 'import{a}from"./react.js";const F=()=>import("./Form.js")',
  "react.js": "export const a=1",
  "Form.js": 'import"./react.js";import{p}from"./parser.js";const E=lazy(()=>h(()=>import(`./Editor.js`),__vite__mapDeps([0,1])))',
  "parser.js": "export const p=1",
  "Editor.js": 'import{a}from"./react.js";import{p}from"./parser.js";import{v}from"./view.js"',
  "view.js": 'import{m}from"./model.js";export const v=1',
  "model.js": "export const m=1",
};
const codeOf = (name: string) => code[name]!;

describe("the studio's chunk graph", () => {
  it("reads static and dynamic imports of sibling chunks from built code", () => {
    expect(siblingImports(code["Editor.js"]!)).toEqual(["react.js", "parser.js", "view.js"]);
    expect(siblingImports('import"./x.js";export{}')).toEqual(["x.js"]);
    expect(dynamicSiblingImports(code["Form.js"]!)).toEqual(["Editor.js"]);
    expect(dynamicSiblingImports('import("./a.js");import(\'./b.js\')')).toEqual(["a.js", "b.js"]);
    // A static import is not a dynamic one, and the other way round.
    expect(dynamicSiblingImports(code["Editor.js"]!)).toEqual([]);
    expect(siblingImports(code["Form.js"]!)).toEqual(["react.js", "parser.js"]);
  });

  it("follows static imports only, each chunk once, roots first", () => {
    expect(staticChunkClosure(["studio.js"], codeOf)).toEqual(["studio.js", "react.js"]);
    expect(staticChunkClosure(["Editor.js", "view.js"], codeOf)).toEqual(["Editor.js", "view.js", "react.js", "parser.js", "model.js"]);
  });

  it("weighs a lazy chunk by what it adds to the first load and to the chunks that import it", () => {
    const first = staticChunkClosure(["studio.js"], codeOf);
    expect(lazyChunkOwn("Editor.js", Object.keys(code), codeOf, first)).toEqual(["Editor.js", "view.js", "model.js"]);
    // With nothing loaded and no importer, all of its closure is its own.
    expect(lazyChunkOwn("Form.js", ["Form.js", "parser.js", "react.js"], codeOf, [])).toEqual(["Form.js", "react.js", "parser.js"]);
  });
});
