// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { Media } from "../../../src/blocks/Media/Media.tsx";
import { mediaSchema, type MediaBlock } from "../../../src/blocks/Media/schema.ts";
import { render, type Rendered } from "../../fixtures/render.tsx";

/** The locations map on the about page, as content writes it. */
const locationsMap = `type: media
id: locations
title: Our Global Locations
image:
  src: https://images.unsplash.com/photo-1524661135-423995f22d0b?auto=format&fit=crop&w=1600&q=80
  alt: World map marking our offices in the United Kingdom and the United Arab Emirates
height: 384
`;

const example = () => parse(locationsMap) as Record<string, unknown>;

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});

function renderMedia(block: MediaBlock = mediaSchema.parse(example())): HTMLElement {
  view = render(<Media block={block} />);
  return view.container;
}

describe("media schema", () => {
  it("accepts a picture and fills in defaults", () => {
    const block = mediaSchema.parse({ type: "media", image: { src: "/media/map.jpg", alt: "A map" } });
    expect(block).toMatchObject({ tone: "light", height: 384, rounded: true });
  });

  it("refuses an unknown key", () => {
    const result = mediaSchema.safeParse({ ...example(), heigth: 300 });
    expect(result.error?.issues[0]).toMatchObject({ code: "unrecognized_keys", keys: ["heigth"] });
  });

  it("refuses a picture without alt text unless it is decorative", () => {
    expect(mediaSchema.safeParse({ type: "media", image: { src: "/media/map.jpg" } }).success).toBe(false);
    expect(mediaSchema.safeParse({ type: "media", image: { src: "/media/map.jpg", decorative: true } }).success).toBe(true);
  });

  it("keeps the height between 160 and 800 whole pixels", () => {
    for (const height of [100, 900, 300.5]) {
      expect(mediaSchema.safeParse({ ...example(), height }).error?.issues[0]!.path).toEqual(["height"]);
    }
  });
});

describe("Media", () => {
  it("shows the picture with its alt text, lazily, under the heading", () => {
    const container = renderMedia();
    expect(container.querySelector("section")!.getAttribute("data-block")).toBe("media");
    expect(container.querySelector("h2")!.textContent).toBe("Our Global Locations");
    const img = container.querySelector("img")!;
    expect(img.getAttribute("alt")).toBe("World map marking our offices in the United Kingdom and the United Arab Emirates");
    expect(img.getAttribute("loading")).toBe("lazy");
  });

  it("reserves the given height for the picture", () => {
    const container = renderMedia(mediaSchema.parse({ ...example(), height: 420 }));
    const frame = container.querySelector("img")!.parentElement!;
    expect(getComputedStyle(frame).height).toBe("420px");
  });

  it("shows a designed fallback with the description when the picture fails", () => {
    const container = renderMedia();
    const img = container.querySelector("img")!;
    const frame = img.parentElement!;
    act(() => {
      img.dispatchEvent(new Event("error"));
    });
    expect(container.querySelector("img")).toBeNull();
    const fallback = frame.querySelector("[data-media-fallback]")!;
    expect(fallback.textContent).toBe("World map marking our offices in the United Kingdom and the United Arab Emirates");
    expect(fallback.querySelector("svg")).not.toBeNull();
    expect(getComputedStyle(frame).height).toBe("384px");
  });

  it("adds the caption under the picture", () => {
    const container = renderMedia(mediaSchema.parse({ ...example(), caption: "Offices in London and Dubai" }));
    expect(container.querySelector("figure figcaption")!.textContent).toBe("Offices in London and Dubai");
  });
});
