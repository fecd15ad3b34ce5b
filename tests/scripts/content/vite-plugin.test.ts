import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import react from "@vitejs/plugin-react";
import { build } from "vite";
import { afterAll, describe, expect, it, vi } from "vitest";
import { createContentService } from "../../../scripts/content/service.ts";
import { siteContent } from "../../../scripts/content/vite-plugin.ts";
import { blockGallery } from "../../../scripts/gallery/vite-plugin.ts";

const projectRoot = resolve(import.meta.dirname, "../../..");
const scratch = mkdtempSync(join(tmpdir(), "vite-plugin-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function buildInto(outDir: string) {
  const content = createContentService({ root: scratch, publicDir: join(projectRoot, "public") });
  return build({
    configFile: false,
    root: projectRoot,
    base: "./",
    logLevel: "silent",
    plugins: [siteContent({ content }), blockGallery({ content }), react({ jsxImportSource: "@emotion/react" })],
    build: { outDir, emptyOutDir: true },
  });
}

describe("vite build with the content plugin", () => {
  cpSync(join(projectRoot, "content"), join(scratch, "content"), { recursive: true });
  const outDir = join(scratch, "dist");

  it("fails on invalid content before writing or removing anything", async () => {
    mkdirSync(outDir, { recursive: true });
    writeFileSync(join(outDir, "previous-build.txt"), "kept");
    const home = join(scratch, "content/pages/home.yaml");
    const original = readFileSync(home, "utf8");
    writeFileSync(home, original.replace("  - type: cta", "  - type: ctaa"));
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      // The error, and two warnings on the Arabic home: its cta section no longer has an English counterpart in place.
      await expect(buildInto(outDir)).rejects.toThrow(/: 1 error, 2 warnings\. Nothing was built; the previous build output is untouched\./);
    } finally {
      logged.mockRestore();
      writeFileSync(home, original);
    }
    expect(readdirSync(outDir)).toEqual(["previous-build.txt"]);
  }, 60_000);

  it("builds valid content into plain data, with neither zod nor yaml in any chunk", async () => {
    await buildInto(outDir);
    expect(existsSync(join(outDir, "index.html"))).toBe(true);
    const assets = readdirSync(join(outDir, "assets")).filter((name) => name.endsWith(".js"));
    const code = assets.map((name) => readFileSync(join(outDir, "assets", name), "utf8")).join("\n");
    expect(code).toContain("Fueling a Greener Tomorrow");
    expect(code).not.toMatch(/ZodError|\$ZodType|_zod|LineCounter|parseDocument/);
  }, 60_000);
});
