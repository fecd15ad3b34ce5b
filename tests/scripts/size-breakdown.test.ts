import { encode } from "@jridgewell/sourcemap-codec";
import { describe, expect, it } from "vitest";
import { breakdownTable, partOf, splitBySource, unmappedPart, weighParts } from "../../scripts/size-breakdown.ts";
import { gzipSize } from "../../scripts/size-budget.ts";

const sources = ["../../node_modules/react-dom/cjs/react-dom-client.production.js", "../../src/blocks/Hero/styles.ts", "../../src/app/App.tsx"];

/** `var a=1;var b=css\`\n  color: red;\n\`;X;var c=2` with a one-field segment before X (bundler glue). */
const code = "var a=1;var b=`\n  color: red;\n`;X;var c=2";
const map = {
  sources,
  mappings: encode([
    [
      [0, 0, 0, 0],
      [8, 1, 0, 0],
    ],
    // The template's middle line has no segment: it continues the Hero piece.
    [],
    [[2], [4, 2, 0, 0]],
  ]),
};

describe("splitBySource", () => {
  it("gives each module its pieces, a template's later lines to the module it started in, and glue to none", () => {
    const pieces = splitBySource(code, map);
    expect(pieces.get(sources[0]!)).toBe("var a=1;");
    expect(pieces.get(sources[1]!)).toBe("var b=`\n  color: red;\n`;");
    expect(pieces.get(null)).toBe("X;");
    expect(pieces.get(sources[2]!)).toBe("var c=2");
    expect([...pieces.values()].join("").length).toBe(code.length);
  });
});

describe("partOf", () => {
  it("names packages by the part they count towards, blocks by name, the rest as the app", () => {
    expect(partOf("../../node_modules/react-dom/cjs/react-dom-client.production.js")).toBe("ReactDOM");
    expect(partOf("../../node_modules/scheduler/cjs/scheduler.production.js")).toBe("React");
    expect(partOf("../../node_modules/@emotion/cache/dist/emotion-cache.browser.esm.js")).toBe("Emotion");
    expect(partOf("../../node_modules/stylis/src/Parser.js")).toBe("Emotion");
    expect(partOf("../../node_modules/wouter/src/index.js")).toBe("Router (wouter)");
    expect(partOf("../../node_modules/framer-motion/dist/es/render/dom/viewport/index.mjs")).toBe("Motion");
    expect(partOf("../../node_modules/left-pad/index.js")).toBe("Other packages (left-pad)");
    expect(partOf("../../src/blocks/Stats/Counter.tsx")).toBe("Block: Stats");
    expect(partOf("../../src/blocks/registry.ts")).toBe("App");
    expect(partOf("..\\..\\src\\blocks\\Cta\\Cta.tsx")).toBe("Block: Cta");
    expect(partOf(null)).toBe(unmappedPart);
  });
});

describe("weighParts", () => {
  it("shares out the chunks' real gzip size, heaviest first", () => {
    const weights = weighParts([{ code, map }]);
    expect(weights.map((entry) => entry.part).sort()).toEqual(["App", "Block: Hero", "ReactDOM", unmappedPart].sort());
    expect(weights.reduce((sum, entry) => sum + entry.gzip, 0)).toBeCloseTo(gzipSize(code), 6);
    expect(weights.reduce((sum, entry) => sum + entry.bytes, 0)).toBe(code.length);
    expect(weights.map((entry) => entry.gzip)).toEqual([...weights.map((entry) => entry.gzip)].sort((a, b) => b - a));
  });

  it("prints a Markdown table whose total is the chunks' gzip size", () => {
    const table = breakdownTable(weighParts([{ code, map }]));
    expect(table.split("\n")[0]).toBe("| Part | KB gzip | Share |");
    expect(table).toContain(`| **Home JS** | **${(gzipSize(code) / 1024).toFixed(1)}** | 100% |`);
  });
});
