import { describe, expect, it } from "vitest";
import { isLazyBlock } from "../../../src/blocks/lazy-block.ts";
import { blockMetas } from "../../../src/blocks/metas.ts";
import { registry } from "../../../src/blocks/registry.ts";
import { blockSchemas, type BlockType } from "../../../src/blocks/schemas.ts";

const types = Object.keys(registry) as BlockType[];

describe("block registry", () => {
  it("has exactly one component for every block schema", () => {
    const schemaTypes = blockSchemas.map((schema) => schema.shape.type.value).sort();
    expect(Object.keys(registry).sort()).toEqual(schemaTypes);
    for (const component of Object.values(registry)) {
      const isComponent = typeof component === "function" || isLazyBlock(component);
      expect(isComponent).toBe(true);
    }
  });

  it("lists its blocks alphabetically, one line each", () => {
    const keys = Object.keys(registry);
    expect(keys).toEqual([...keys].sort());
  });

  it("loads lazily exactly the blocks whose meta.ts says lazy, and bundles the rest with the app", () => {
    const split = (lazy: (type: BlockType) => boolean) => ({ lazy: types.filter(lazy), bundled: types.filter((type) => !lazy(type)) });
    expect(split((type) => isLazyBlock(registry[type]))).toEqual(split((type) => blockMetas[type].lazy));
  });

  it("holds, for each block, the component its meta.ts names", async () => {
    for (const type of types) {
      const module = (await import(/* @vite-ignore */ `../../../src/blocks/${blockMetas[type].component}`)) as Record<string, unknown>;
      const entry = registry[type];
      const component = isLazyBlock(entry) ? ((await entry.preload()) as { default: unknown }).default : entry;
      expect(Object.values(module), type).toContain(component);
    }
  });
});
