import { readdirSync } from "node:fs";
import { Script } from "node:vm";
import { beforeAll, describe, expect, it } from "vitest";
import { bootModules, bootScriptTag, compileBootScripts, type BootScripts } from "../../../scripts/prerender/boot-scripts.ts";

let scripts: BootScripts;
beforeAll(async () => {
  scripts = await compileBootScripts();
});

describe("compileBootScripts", () => {
  it("makes each boot module one self-contained classic script", () => {
    expect(Object.keys(scripts).sort()).toEqual(["facesIfCached", "hydrationLoader", "pathDocument", "pathRedirect", "routeShell"]);
    for (const [name, text] of Object.entries(scripts)) {
      // A classic script may not hold import or export declarations: it would not even parse.
      expect(() => new Script(text, { filename: name }), name).not.toThrow();
      expect(text, name).not.toMatch(/(^|[;{}])\s*(import|export)\b(?!\()/);
      // One IIFE, minified: no comments, no line breaks, no leftover module code.
      expect(text, name).toMatch(/^("use strict";)?\(\(\)=>\{.*\}\)\(\);$/);
      expect(text, name).not.toContain("\n");
    }
  });

  it("is all src/boot/ holds, with the contract they share: a module the app imports lives with the app", () => {
    expect(readdirSync("src/boot").sort()).toEqual([...Object.values(bootModules), "contract.ts"].sort());
  });

  it("leaves the app's entry to a dynamic import, the only import the loader has", () => {
    expect(scripts.hydrationLoader.match(/\bimport\(/g)).toHaveLength(1);
    expect(scripts.routeShell).not.toMatch(/\bimport\(/);
    expect(scripts.pathRedirect).not.toMatch(/\bimport\(/);
  });

  it("writes the same text on every build, so its CSP hash is stable", async () => {
    expect(await compileBootScripts()).toEqual(scripts);
    // Nothing from content is compiled in: routes and files travel on the tag (contract.ts).
    expect(scripts.routeShell).not.toContain("/about");
    expect(scripts.pathRedirect).not.toContain("/about");
  });
});

describe("bootScriptTag", () => {
  it("carries the script's data on its own tag, escaped for a single-quoted attribute", () => {
    expect(bootScriptTag("go()")).toEqual({ tag: "<script>go()</script>", text: "go()" });
    expect(bootScriptTag("go()", { "data-routes": JSON.stringify(["/it's", "/a&b"]) })).toEqual({ tag: `<script data-routes='["/it&#39;s","/a&amp;b"]'>go()</script>`, text: "go()" });
  });
});
