import { describe, expect, it } from "vitest";
import { galleryContent } from "../../scripts/gallery/vite-plugin.ts";
import { iconNames } from "../../src/content/icon-names.ts";

describe("the gallery's content", () => {
  it("carries the drawing of every icon content may name, for the icon catalogue", () => {
    const { icons } = galleryContent();
    expect(Object.keys(icons).sort()).toEqual([...iconNames].sort());
    for (const name of iconNames) expect(icons[name]!.length, name).toBeGreaterThan(0);
  });
});
