import { describe, expect, it } from "vitest";
import { framedByAnotherOrigin } from "../../../src/studio/hosted/frame-guard.ts";

/** A window at `origin` inside `parent` (none: a tab of its own); `readable` false makes its location throw for others, as another origin's does. */
function windowAt(origin: string, parent?: Window, readable = true): Window {
  const view = { location: { origin } } as unknown as Window & { parent: Window };
  view.parent = parent ?? view;
  if (!readable) {
    Object.defineProperty(view, "location", {
      get() {
        throw new DOMException("Blocked a frame from accessing a cross-origin frame.", "SecurityError");
      },
    });
  }
  return view;
}

const studio = "https://verdavia.example";

describe("the studio's frame guard", () => {
  it("lets the studio run in a tab of its own", () => {
    expect(framedByAnotherOrigin(windowAt(studio))).toBe(false);
  });

  it("lets it run in a frame of a page of its own origin, as its preview does", () => {
    expect(framedByAnotherOrigin(windowAt(studio, windowAt(studio)))).toBe(false);
  });

  it("refuses a frame of another site's page, whose location cannot be read", () => {
    expect(framedByAnotherOrigin(windowAt(studio, windowAt("https://elsewhere.example", undefined, false)))).toBe(true);
  });

  it("refuses a parent that reports another origin", () => {
    expect(framedByAnotherOrigin(windowAt(studio, windowAt("http://verdavia.example")))).toBe(true);
  });

  it("refuses another site anywhere above, even under a top page of its own origin", () => {
    const top = windowAt(studio);
    const between = windowAt("https://elsewhere.example", top, false);
    expect(framedByAnotherOrigin(windowAt(studio, windowAt(studio, between)))).toBe(true);
  });
});
