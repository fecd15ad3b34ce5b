import { describe, expect, it } from "vitest";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ResolvedConfig } from "vite";
import { clearOutDirAside } from "../../../scripts/prerender/clear-out-dir.ts";

const project = (emptyOutDir?: boolean) => {
  const root = mkdtempSync(join(tmpdir(), "clear-out-dir-"));
  mkdirSync(join(root, "dist/news/page"), { recursive: true });
  writeFileSync(join(root, "dist/index.html"), "old");
  writeFileSync(join(root, "dist/news/page/index.html"), "old");
  return { root, config: { root, build: { emptyOutDir } } as unknown as ResolvedConfig };
};
const trash = (root: string) => join(root, "node_modules/.cache/saf-site/old-builds");

describe("the last build's output", () => {
  it("is gone from dist/ at once, and removed from beside the project once the promise settles", async () => {
    const { root, config } = project();
    const removing = clearOutDirAside(config, join(root, "dist"));
    expect(existsSync(join(root, "dist"))).toBe(false);
    await removing;
    expect(readdirSync(trash(root))).toEqual([]);
    rmSync(root, { recursive: true });
  });

  it("stays where it is when the build keeps it (emptyOutDir: false) or holds a git checkout, which Vite empties itself", async () => {
    const kept = project(false);
    await clearOutDirAside(kept.config, join(kept.root, "dist"));
    expect(existsSync(join(kept.root, "dist/index.html"))).toBe(true);
    const checkout = project();
    mkdirSync(join(checkout.root, "dist/.git"));
    await clearOutDirAside(checkout.config, join(checkout.root, "dist"));
    expect(existsSync(join(checkout.root, "dist/index.html"))).toBe(true);
    for (const { root } of [kept, checkout]) rmSync(root, { recursive: true });
  });
});
