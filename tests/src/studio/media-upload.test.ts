import { expect, it } from "vitest";
import { checkMedium, mediaNameFor, refuseBytes, warnBytes } from "../../../src/studio/media-upload.ts";

it("names a file for the site: plain lowercase words, never over one already there", () => {
  expect(mediaNameFor("Hangar Photo 2.JPEG", new Set())).toBe("hangar-photo-2.jpg");
  expect(mediaNameFor("Café fuel.png", new Set(["/media/cafe-fuel.png"]))).toBe("cafe-fuel-2.png");
});

it("warns over 500 KB, refuses over 10 MB and anything the site cannot show, in words", () => {
  expect(checkMedium({ name: "tank.jpg", size: warnBytes }, new Set())).toEqual({ ok: true, address: "/media/tank.jpg", path: "public/media/tank.jpg" });
  const big = checkMedium({ name: "tank.jpg", size: warnBytes + 1 }, new Set());
  expect(big.ok && big.warning).toMatch(/It was added/);
  const huge = checkMedium({ name: "film.mp4", size: refuseBytes + 1 }, new Set());
  expect(huge).toMatchObject({ ok: false, message: expect.stringMatching(/was not added: it is 10\.0 MB, over the 10\.0 MB/) });
  expect(checkMedium({ name: "notes.pdf", size: 10 }, new Set())).toMatchObject({ ok: false });
  // An SVG can carry script, and /media is the studio's own origin.
  expect(checkMedium({ name: "logo.svg", size: 10 }, new Set())).toMatchObject({ ok: false, message: expect.stringContaining("SVG") });
});
