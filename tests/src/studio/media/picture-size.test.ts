import { describe, expect, it } from "vitest";
import { pictureSize } from "../../../../src/studio/media/picture-size.ts";
import { mediaCatalogue, searchMedia } from "../../../../src/studio/media/media-catalogue.ts";

const bytes = (...parts: (number[] | string)[]) => new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...part].map((char) => char.charCodeAt(0)) : part)));

describe("a picture's size read from its first bytes", () => {
  it("reads PNG, GIF, JPEG and WebP, and says nothing of what it cannot read", () => {
    expect(pictureSize(bytes([0x89], "PNG", [13, 10, 26, 10, 0, 0, 0, 13], "IHDR", [0, 0, 6, 64, 0, 0, 3, 132]))).toEqual({ width: 1600, height: 900 });
    expect(pictureSize(bytes("GIF89a", [0x40, 0x06, 0x84, 0x03]))).toEqual({ width: 1600, height: 900 });
    // An APP0 segment before the frame header, as cameras write.
    expect(pictureSize(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], "JFIF", new Array(10).fill(0), [0xff, 0xc0, 0, 17, 8, 3, 132, 6, 64, 3, 1, 0x22, 0]))).toEqual({ width: 1600, height: 900 });
    expect(pictureSize(bytes("RIFF", [0, 0, 0, 0], "WEBPVP8X", [10, 0, 0, 0, 0, 0, 0, 0, 0x3f, 0x06, 0, 0x83, 0x03, 0, 0]))).toEqual({ width: 1600, height: 900 });
    expect(pictureSize(bytes("not a picture at all, just words"))).toBeUndefined();
    expect(pictureSize(bytes([0x89], "PNG"))).toBeUndefined();
  });
});

describe("the library's catalogue", () => {
  it("gives each file the descriptions content writes beside it, most used first, and finds by either", () => {
    const content = [{ image: { src: "/media/a.jpg", alt: "A tanker" } }, [{ src: "/media/a.jpg", alt: "A fuel tanker at the stand" }, { src: "/media/a.jpg", alt: "A fuel tanker at the stand" }]];
    const entries = mediaCatalogue(["/media/a.jpg", "/media/b.png", "/media/notes.txt"], content);
    expect(entries.map((entry) => [entry.name, entry.descriptions])).toEqual([
      ["a.jpg", ["A fuel tanker at the stand", "A tanker"]],
      ["b.png", []],
    ]);
    expect(searchMedia(entries, "STAND").map((entry) => entry.name)).toEqual(["a.jpg"]);
    expect(searchMedia(entries, "b.png").map((entry) => entry.name)).toEqual(["b.png"]);
  });
});
