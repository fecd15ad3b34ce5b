import { describe, expect, it } from "vitest";
import type { Rolldown } from "vite";
import { readClientBundle, type BuildOutput } from "../../../scripts/prerender/client-bundle.ts";
import type { SiteContent } from "../../../src/content/site-content.ts";

const chunk = (fileName: string, fields: Partial<Rolldown.OutputChunk> = {}) =>
  ({ type: "chunk", fileName, name: fileName, isEntry: false, facadeModuleId: null, imports: [], dynamicImports: [], ...fields }) as Rolldown.OutputChunk;
const asset = (fileName: string) => ({ type: "asset", fileName, source: "" }) as unknown as Rolldown.OutputAsset;

const output: BuildOutput = [
  chunk("assets/index-A.js", { isEntry: true, facadeModuleId: "/site/index.html", imports: ["assets/shared-B.js", "assets/vendor-C.js"], dynamicImports: ["assets/about-D.js"] }),
  chunk("assets/shared-B.js", { imports: ["assets/vendor-C.js"] }),
  chunk("assets/vendor-C.js"),
  chunk("assets/about-D.js", { facadeModuleId: "\0virtual:site-locale/en", imports: ["assets/shared-B.js", "assets/icons-E.js"] }),
  chunk("assets/icons-E.js"),
  chunk("assets/page-G.js", { isEntry: true, facadeModuleId: "/site/src/islands/page-runtime.ts", imports: ["assets/shared-B.js"] }),
  asset("assets/inter-core-F.woff2"),
];
const content = { site: {}, pages: [{ route: "/", sections: [] }, { route: "/about", sections: [] }] } as unknown as SiteContent;

describe("what the prerender reads of the browser's bundle", () => {
  it("lists the page's own script, then the app's entry, then its static imports as Vite would preload them: each after what it imports", () => {
    expect(readClientBundle(output, "/site/index.html", content).modules).toEqual(["./assets/page-G.js", "./assets/index-A.js", "./assets/vendor-C.js", "./assets/shared-B.js"]);
  });

  it("gives each route the modules its first visit needs beyond the app's: its language's", () => {
    expect(readClientBundle(output, "/site/index.html", content).routeModules).toEqual({ "/": ["./assets/about-D.js", "./assets/icons-E.js"], "/about": ["./assets/about-D.js", "./assets/icons-E.js"] });
  });

  it("knows every file written, and refuses a bundle with no entry for the template", () => {
    expect(readClientBundle(output, "/site/index.html", content).files.has("assets/inter-core-F.woff2")).toBe(true);
    expect(() => readClientBundle(output, "/elsewhere/index.html", content)).toThrow(/no entry chunk for \/elsewhere\/index\.html/);
    expect(() => readClientBundle(output.filter((item) => item.fileName !== "assets/page-G.js"), "/site/index.html", content)).toThrow(/no entry chunk for src\/islands\/page-runtime\.ts/);
  });
});
