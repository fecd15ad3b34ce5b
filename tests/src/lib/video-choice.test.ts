import { describe, expect, it } from "vitest";
import type { Video } from "../../../src/content/primitives.ts";
import { chooseVideoSource } from "../../../src/lib/video-choice.ts";

const clip: Video = {
  sources: [
    { src: "https://videos.example.com/clip-1920.mp4", width: 1920 },
    { src: "https://videos.example.com/clip-640.mp4", width: 640 },
    { src: "https://videos.example.com/clip-2560.mp4", width: 2560 },
    { src: "https://videos.example.com/clip-1280.mp4", width: 1280 },
  ],
  poster: "/media/poster.svg",
};

describe("chooseVideoSource", () => {
  it("gives a 390 px phone at 3× the 1280 px file, never more, though 1170 physical pixels would take it", () => {
    expect(chooseVideoSource(clip, { screenWidth: 390, devicePixelRatio: 3 })).toBe("https://videos.example.com/clip-1280.mp4");
  });

  it("gives a 320 px phone at 2× the smallest file that fills it", () => {
    expect(chooseVideoSource(clip, { screenWidth: 320, devicePixelRatio: 2 })).toBe("https://videos.example.com/clip-640.mp4");
  });

  it("caps a 768 px tablet at 2× at 1280 px, and a 1440 px desktop at 2× at 1920 px: nobody gets ultra-HD", () => {
    expect(chooseVideoSource(clip, { screenWidth: 768, devicePixelRatio: 2 })).toBe("https://videos.example.com/clip-1280.mp4");
    expect(chooseVideoSource(clip, { screenWidth: 1440, devicePixelRatio: 2 })).toBe("https://videos.example.com/clip-1920.mp4");
    expect(chooseVideoSource(clip, { screenWidth: 2560, devicePixelRatio: 1 })).toBe("https://videos.example.com/clip-1920.mp4");
  });

  it("gives a 1280 px desktop at 1× the 1280 px file", () => {
    expect(chooseVideoSource(clip, { screenWidth: 1280, devicePixelRatio: 1 })).toBe("https://videos.example.com/clip-1280.mp4");
  });

  it("shows the poster alone when data is being saved or the connection is slow", () => {
    expect(chooseVideoSource(clip, { screenWidth: 1440, devicePixelRatio: 1, saveData: true })).toBeUndefined();
    for (const effectiveType of ["slow-2g", "2g", "3g"]) expect(chooseVideoSource(clip, { screenWidth: 390, devicePixelRatio: 3, effectiveType })).toBeUndefined();
    expect(chooseVideoSource(clip, { screenWidth: 390, devicePixelRatio: 3, effectiveType: "4g" })).toBeDefined();
  });

  it("shows a phone the poster alone when every file is wider than 1280 px", () => {
    const wide: Video = { sources: [{ src: "https://videos.example.com/uhd.mp4", width: 2560 }] };
    expect(chooseVideoSource(wide, { screenWidth: 390, devicePixelRatio: 3 })).toBeUndefined();
  });

  it("plays a single src of unknown width on every screen", () => {
    expect(chooseVideoSource({ src: "/media/loop.mp4" }, { screenWidth: 390, devicePixelRatio: 3 })).toBe("/media/loop.mp4");
  });
});
