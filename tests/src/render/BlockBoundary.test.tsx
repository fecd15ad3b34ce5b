// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { BlockBoundary } from "../../../src/render/BlockBoundary.tsx";
import { render, type Rendered } from "../../fixtures/render.tsx";

function Broken(): never {
  throw new Error("bad data");
}

let view: Rendered | undefined;
afterEach(() => view?.unmount());

describe("BlockBoundary", () => {
  it("keeps the rest of the page when one block throws", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    view = render(
      <>
        <BlockBoundary label="cards (sections[1])">
          <Broken />
        </BlockBoundary>
        <BlockBoundary label="cta (sections[2])">
          <p>Still here</p>
        </BlockBoundary>
      </>,
    );
    expect(view.container.textContent).toContain("Still here");
    expect(view.container.querySelector('[data-block-error="cards (sections[1])"]')?.textContent).toContain("bad data");
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});
