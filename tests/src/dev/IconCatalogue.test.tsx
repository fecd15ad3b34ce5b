// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { iconShapes } from "../../../scripts/content/icons.ts";
import { IconProvider } from "../../../src/components/Icon/IconContext.tsx";
import { iconNames } from "../../../src/content/icon-names.ts";
import { IconCatalogue } from "../../../src/dev/IconCatalogue.tsx";
import { render } from "../../fixtures/render.tsx";

describe("the gallery's icon catalogue", () => {
  it("draws every icon content may name, each beside the name to write", () => {
    const icons = Object.fromEntries(iconNames.map((name) => [name, iconShapes(name)]));
    const view = render(
      <IconProvider icons={icons}>
        <IconCatalogue names={iconNames} />
      </IconProvider>,
    );
    const section = view.container.querySelector("section")!;
    expect(section.getAttribute("aria-labelledby")).toBe("icon-catalogue-title");
    const tiles = [...section.querySelectorAll("li")];
    expect(tiles.map((tile) => tile.querySelector("code")?.textContent)).toEqual([...iconNames]);
    for (const tile of tiles) {
      const name = tile.querySelector("code")!.textContent!;
      const drawing = tile.querySelector(`svg[data-icon="${name}"]`);
      expect(drawing?.childElementCount, name).toBeGreaterThan(0);
    }
    view.unmount();
  });
});
