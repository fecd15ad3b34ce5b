import { describe, expect, it } from "vitest";
import { isLazyBlock } from "../../../src/blocks/lazy-block.ts";
import { registry } from "../../../src/blocks/registry.ts";
import { blockSchemas } from "../../../src/blocks/schemas.ts";

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
});
