// @vitest-environment happy-dom
import { act } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { MediaImage } from "../../../src/components/Media/MediaImage.tsx";
import { enhanceStaticMedia } from "../../../src/components/Media/static-media.ts";

const image = { src: "https://media.example/plant.jpg", alt: "The plant at dusk" };
const picture = <MediaImage image={image} sizes="100vw" loading="eager" fallback={<p>The plant at dusk</p>} />;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

/** The prerendered picture in the page, its file already failed (this browser loads no file, as a host that is down). */
function prerendered(): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(picture);
  document.body.append(container);
  const img = container.querySelector("img")!;
  expect(img.complete && img.naturalWidth === 0).toBe(true);
  return container;
}

describe("a picture whose file failed before anyone listened", () => {
  it("shows its fallback once React adopts it, though its error came before", async () => {
    const container = prerendered();
    await act(async () => {
      root = hydrateRoot(container, picture);
    });
    expect(container.querySelector("img")).toBeNull();
    expect(container.textContent).toBe("The plant at dusk");
  });

  it("shows the same fallback inside a static section, which React never adopts", () => {
    const container = prerendered();
    enhanceStaticMedia(container);
    expect(container.querySelector("img")).toBeNull();
    expect(container.textContent).toBe("The plant at dusk");
  });
});
