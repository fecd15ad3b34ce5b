// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { videoSourcesText } from "../../../src/components/Media/BackgroundVideo.tsx";
import { backgroundVideoAttribute, startStaticVideo, videoLabelsAttribute, videoOfText } from "../../../src/components/Media/static-video.ts";
import type { Video } from "../../../src/content/primitives.ts";
import { holdFrames, type HeldFrames } from "../../fixtures/held-frames.ts";

const clip: Video = {
  sources: [
    { src: "https://videos.example.com/clip-640.mp4", width: 640 },
    { src: "/media/clip-1280.mp4", width: 1280 },
  ],
};

let held: HeldFrames;

/** The frame as the prerender writes it, inside its hero. */
function heroFrame(width: number): HTMLElement {
  document.body.innerHTML = `<section><div aria-hidden="true" ${backgroundVideoAttribute}="${videoSourcesText(clip)}" ${videoLabelsAttribute}="Pause background video|Play background video"></div></section>`;
  const frame = document.querySelector<HTMLElement>(`[${backgroundVideoAttribute}]`)!;
  vi.spyOn(frame, "getBoundingClientRect").mockReturnValue(DOMRect.fromRect({ width, height: 800 }));
  return frame;
}

/** The page has loaded, painted a frame and gone idle. */
function settle() {
  held.paintAndIdle();
}

beforeEach(() => {
  held = holdFrames();
  vi.stubGlobal("devicePixelRatio", 1);
  vi.stubGlobal("matchMedia", () => ({ matches: false }));
});

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("the hero's video without React (static-video.ts)", () => {
  it("reads back the files the frame names, addresses as the site resolves them", () => {
    expect(videoOfText(videoSourcesText(clip))).toEqual({ sources: [{ width: 640, src: "https://videos.example.com/clip-640.mp4" }, { width: 1280, src: "./media/clip-1280.mp4" }] });
    expect(videoOfText(videoSourcesText({ src: "/media/one.mp4" } as Video))).toEqual({ src: "./media/one.mp4" });
  });

  it("attaches the file for the frame's width only once the page is idle, with a control that pauses and plays it", () => {
    const frame = heroFrame(1200);
    startStaticVideo(frame);
    expect(frame.querySelector("video")).toBeNull();
    settle();
    const video = frame.querySelector("video")!;
    expect(video.getAttribute("src")).toBe("./media/clip-1280.mp4");
    expect(video.muted && video.loop).toBe(true);
    const toggle = frame.nextElementSibling as HTMLButtonElement;
    expect(toggle.getAttribute("aria-label")).toBe("Pause background video");
    expect(toggle.querySelectorAll("svg rect")).toHaveLength(2);
    // Playing, as autoplay has it in a browser; pausing and playing as a browser does.
    let paused = false;
    Object.defineProperty(video, "paused", { get: () => paused });
    video.pause = () => void (paused = true);
    video.play = () => ((paused = false), Promise.resolve());
    toggle.click();
    expect(paused).toBe(true);
    expect(toggle.getAttribute("aria-label")).toBe("Play background video");
    expect(toggle.querySelectorAll("svg path")).toHaveLength(1);
    toggle.click();
    expect(paused).toBe(false);
    expect(toggle.getAttribute("aria-label")).toBe("Pause background video");
  });

  it("takes the video and its control away when the file fails, leaving the poster", () => {
    const frame = heroFrame(390);
    startStaticVideo(frame);
    settle();
    frame.querySelector("video")!.dispatchEvent(new Event("error"));
    expect(frame.querySelector("video")).toBeNull();
    expect(frame.nextElementSibling).toBeNull();
  });

  it("attaches nothing for a visitor who asks for less motion", () => {
    vi.stubGlobal("matchMedia", () => ({ matches: true }));
    const frame = heroFrame(1200);
    startStaticVideo(frame);
    settle();
    expect(frame.querySelector("video")).toBeNull();
  });
});
