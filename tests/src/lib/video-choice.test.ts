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

const file = (width: number) => `https://videos.example.com/clip-${width}.mp4`;

describe("chooseVideoSource", () => {
  it("gives a 390 px phone at 3× the 640 px file, though its 1170 device pixels would take the 1280 px one", () => {
    expect(chooseVideoSource(clip, { shownWidth: 390, devicePixelRatio: 3 })).toBe(file(640));
    expect(chooseVideoSource(clip, { shownWidth: 430, devicePixelRatio: 3 })).toBe(file(640));
  });

  it("chooses by the width shown, so the pixel ratio beyond 1.5 changes nothing", () => {
    for (const devicePixelRatio of [1.5, 2, 3, 4]) {
      expect(chooseVideoSource(clip, { shownWidth: 1024, devicePixelRatio })).toBe(file(1280));
    }
  });

  it("gives a 1440 px desktop at 1× the 1280 px file, stretched by an eighth, and at 2× the 1920 px one", () => {
    expect(chooseVideoSource(clip, { shownWidth: 1440, devicePixelRatio: 1 })).toBe(file(1280));
    expect(chooseVideoSource(clip, { shownWidth: 1440, devicePixelRatio: 2 })).toBe(file(1920));
  });

  it("takes the next file up once the stretch would pass a quarter", () => {
    expect(chooseVideoSource(clip, { shownWidth: 1600, devicePixelRatio: 1 })).toBe(file(1280));
    expect(chooseVideoSource(clip, { shownWidth: 1601, devicePixelRatio: 1 })).toBe(file(1920));
    expect(chooseVideoSource(clip, { shownWidth: 800, devicePixelRatio: 1 })).toBe(file(640));
    expect(chooseVideoSource(clip, { shownWidth: 801, devicePixelRatio: 1 })).toBe(file(1280));
  });

  it("gives nobody ultra-HD, however wide", () => {
    expect(chooseVideoSource(clip, { shownWidth: 2560, devicePixelRatio: 2 })).toBe(file(1920));
  });

  it("shows the poster alone when data is being saved or the connection is slow", () => {
    expect(chooseVideoSource(clip, { shownWidth: 1440, devicePixelRatio: 1, saveData: true })).toBeUndefined();
    for (const effectiveType of ["slow-2g", "2g", "3g"]) expect(chooseVideoSource(clip, { shownWidth: 390, devicePixelRatio: 3, effectiveType })).toBeUndefined();
    expect(chooseVideoSource(clip, { shownWidth: 390, devicePixelRatio: 3, effectiveType: "4g" })).toBe(file(640));
  });

  it("shows a phone-sized video the poster alone when every file is wider than 1280 px", () => {
    const wide: Video = { sources: [{ src: "https://videos.example.com/uhd.mp4", width: 2560 }] };
    expect(chooseVideoSource(wide, { shownWidth: 390, devicePixelRatio: 3 })).toBeUndefined();
  });

  it("plays a single src of unknown width at every size", () => {
    expect(chooseVideoSource({ src: "/media/loop.mp4" }, { shownWidth: 390, devicePixelRatio: 3 })).toBe("/media/loop.mp4");
  });
});
