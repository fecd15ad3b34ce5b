import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { blockMetas, firstPaintTypes, staticBlockTypes } from "../../../src/blocks/metas.ts";
import { blockSchemas } from "../../../src/blocks/schemas.ts";

const blocksDir = join(process.cwd(), "src/blocks");
const blockFolders = readdirSync(blocksDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(blocksDir, entry.name, "schema.ts")))
  .map((entry) => entry.name);

/** The `type:` a block folder's schema.ts defines. */
async function schemaType(folder: string): Promise<string> {
  const module = (await import(`../../../src/blocks/${folder}/schema.ts`)) as Record<string, unknown>;
  const types = Object.values(module).flatMap((value) => {
    const type = (value as { shape?: { type?: { value?: unknown } } } | null)?.shape?.type?.value;
    return typeof type === "string" ? [type] : [];
  });
  expect(types, folder).toHaveLength(1);
  return types[0]!;
}

/** The modules a file imports for their values (`import type` is erased and costs nothing). */
function valueImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/^import\s+(?!type\s)[^;]*?from\s+"([^"]+)"/gm)].map((match) => match[1]!);
}

describe("block metas", () => {
  it("has one for every block type, and no other", () => {
    const schemaTypes = blockSchemas.map((schema) => schema.shape.type.value).sort();
    expect(Object.keys(blockMetas).sort()).toEqual(schemaTypes);
  });

  it("takes each block's meta from the meta.ts beside its schema.ts, naming a component in the same folder", async () => {
    expect(blockFolders.length).toBe(blockSchemas.length);
    for (const folder of blockFolders) {
      const type = (await schemaType(folder)) as keyof typeof blockMetas;
      const module = (await import(`../../../src/blocks/${folder}/meta.ts`)) as Record<string, unknown>;
      expect(Object.values(module), folder).toEqual([blockMetas[type]]);
      expect(blockMetas[type].component.startsWith(`${folder}/`), folder).toBe(true);
      expect(existsSync(join(blocksDir, blockMetas[type].component)), folder).toBe(true);
    }
  });

  it("stays free of zod, yaml and React, so Node tools read it without loading a component", () => {
    const files = ["block-meta.ts", "metas.ts", ...blockFolders.map((folder) => `${folder}/meta.ts`)];
    for (const file of files) {
      for (const imported of valueImports(join(blocksDir, file))) {
        expect(imported, `${file} imports ${imported}`).toMatch(/^\.{1,2}\/(block-meta|[A-Z]\w*\/meta)\.ts$/);
      }
    }
  });

  it("lets only the hero paint first", () => {
    expect(firstPaintTypes()).toEqual(["hero"]);
  });

  it("says of every block whether it is static or interactive, and why", () => {
    for (const folder of blockFolders) {
      const text = readFileSync(join(blocksDir, folder, "meta.ts"), "utf8");
      // The reason is the comment right above the flag, as `lazy` has its own.
      expect(text, folder).toMatch(/\n\s*\/\/ (Static|Interactive): .+\n\s*hydration: "(static|interactive)",/);
      const [, said, flag] = /\/\/ (Static|Interactive): .+\n\s*hydration: "(static|interactive)"/.exec(text)!;
      expect(said!.toLowerCase(), folder).toBe(flag);
    }
    for (const [type, meta] of Object.entries(blockMetas)) expect(["static", "interactive"], type).toContain(meta.hydration);
  });

  it("counts as interactive exactly the blocks that change after the first paint: the hero's video, the counters, the FAQ, the form, the sign-in landing and search", () => {
    const interactive = Object.keys(blockMetas).filter((type) => !staticBlockTypes().includes(type as never));
    expect(interactive.sort()).toEqual(["auth", "faq", "form", "hero", "search", "stats"]);
  });
});
