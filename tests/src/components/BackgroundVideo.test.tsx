// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BackgroundVideo } from "../../../src/components/Media/BackgroundVideo.tsx";
import type { Video } from "../../../src/content/primitives.ts";
import { inSite, render, type Rendered } from "../../fixtures/render.tsx";
import { holdFrames, type HeldFrames } from "../../fixtures/held-frames.ts";

const clip: Video = {
  sources: [
    { src: "https://videos.example.com/clip-640.mp4", width: 640 },
    { src: "https://videos.example.com/clip-1280.mp4", width: 1280 },
    { src: "https://videos.example.com/clip-1920.mp4", width: 1920 },
  ],
  poster: "/media/poster.svg",
};

let held: HeldFrames;
let view: Rendered | undefined;

/** Lets the page paint a frame and go idle, as the browser would after load. */
function settle() {
  act(() => held.paintAndIdle());
}

/** The hero's width as laid out, which happy-dom does not compute. */
function renderedWidth(width: number) {
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue(DOMRect.fromRect({ width, height: 844 }));
}

function screen(innerWidth: number, devicePixelRatio: number) {
  vi.stubGlobal("innerWidth", innerWidth);
  vi.stubGlobal("devicePixelRatio", devicePixelRatio);
}

beforeEach(() => {
  held = holdFrames();
});

afterEach(() => {
  view?.unmount();
  view = undefined;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const video = () => view!.container.querySelector("video");

describe("BackgroundVideo", () => {
  it("attaches no video until the page has painted and gone idle", () => {
    renderedWidth(390);
    screen(390, 3);
    view = render(inSite(<BackgroundVideo video={clip} />));
    expect(video()).toBeNull();
    expect(view.container.querySelector("button")).toBeNull();
    settle();
    expect(video()).not.toBeNull();
    expect(view.container.querySelector("button")?.getAttribute("aria-label")).toBe("Pause background video");
  });

  it("gives a 390 px phone at 3× the 640 px file, not the 1280 px one its device pixels would take", () => {
    renderedWidth(390);
    screen(390, 3);
    view = render(inSite(<BackgroundVideo video={clip} />));
    settle();
    expect(video()?.getAttribute("src")).toBe("https://videos.example.com/clip-640.mp4");
  });

  it("chooses by the width the video is rendered at, not the window's", () => {
    renderedWidth(600);
    screen(1920, 1);
    view = render(inSite(<BackgroundVideo video={clip} />));
    settle();
    expect(video()?.getAttribute("src")).toBe("https://videos.example.com/clip-640.mp4");
  });

  it("gives a 1440 px desktop at 1× the 1280 px file", () => {
    renderedWidth(1440);
    screen(1440, 1);
    view = render(inSite(<BackgroundVideo video={clip} />));
    settle();
    expect(video()?.getAttribute("src")).toBe("https://videos.example.com/clip-1280.mp4");
  });

  it("keeps the poster alone, and schedules nothing, for a visitor who asks for less motion", () => {
    renderedWidth(1440);
    screen(1440, 1);
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: query === "(prefers-reduced-motion: reduce)", addEventListener: () => undefined, removeEventListener: () => undefined }));
    view = render(inSite(<BackgroundVideo video={clip} />));
    expect(held.frames).toHaveLength(0);
    settle();
    expect(video()).toBeNull();
  });

  it("keeps the poster alone for a visitor who saves data", () => {
    renderedWidth(1440);
    screen(1440, 1);
    vi.stubGlobal("navigator", { ...navigator, connection: { saveData: true } });
    view = render(inSite(<BackgroundVideo video={clip} />));
    settle();
    expect(video()).toBeNull();
    expect(view.container.querySelector("button")).toBeNull();
  });
});
