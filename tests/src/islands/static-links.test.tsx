// @vitest-environment happy-dom
import { act, Suspense } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { SmartLink } from "../../../src/components/SmartLink/SmartLink.tsx";
import { islandRenderer } from "../../../src/islands/island-renderer.tsx";
import type { RuntimePage } from "../../../src/content/site-content.ts";
import { useRouteLocation } from "../../../src/routing/location.ts";
import { goTo, render, type Rendered } from "../../fixtures/render.tsx";

/** Every page fetched ahead, by either path. */
const prefetched = vi.hoisted(() => [] as string[]);
vi.mock("../../../src/routing/PagesProvider.tsx", () => ({ usePrefetch: () => (target: string) => prefetched.push(target) }));

let view: Rendered | undefined;
beforeEach(async () => {
  await goTo("#/partnerships");
  prefetched.length = 0;
});
afterEach(() => view?.unmount());

/** A content link to About's team, as SmartLink draws it and React keeps it. */
function liveLink(): HTMLElement {
  view = render(
    <Router hook={useRouteLocation}>
      <SmartLink href="/about#team">
        <span>About</span>
      </SmartLink>
    </Router>,
  );
  return view.container.querySelector("span")!;
}

/** The same link as a static section holds it: the build's HTML, never hydrated. */
async function staticLink(): Promise<HTMLElement> {
  const page = { route: "/partnerships", sections: [{ type: "cta" }], staticSections: { styles: {}, sections: { 0: '<p><a href="about/#team"><span>About</span></a></p>' } } } as unknown as RuntimePage;
  view = render(
    <Router hook={useRouteLocation}>
      <Suspense fallback={null}>{islandRenderer.render(page.sections[0]!, 0, page)}</Suspense>
    </Router>,
  );
  await act(async () => undefined);
  return view.container.querySelector("span")!;
}

/** What the visitor's pointing, focus, touch and clicks (a plain one, one with a modifier key) do to `inside`, a node inside the link. */
async function behaviour(inside: HTMLElement) {
  const link = inside.closest("a")!;
  const seen: Record<string, unknown> = {};
  act(() => void inside.dispatchEvent(new MouseEvent("pointerover", { bubbles: true })));
  seen.pointed = prefetched.splice(0);
  act(() => void link.dispatchEvent(new FocusEvent("focusin", { bubbles: true })));
  seen.focused = prefetched.splice(0);
  act(() => void inside.dispatchEvent(new Event("touchstart", { bubbles: true })));
  seen.touched = prefetched.splice(0);
  const withModifier = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
  act(() => void inside.dispatchEvent(withModifier));
  seen.modifiedClickLeftToBrowser = !withModifier.defaultPrevented;
  const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
  act(() => void inside.dispatchEvent(click));
  seen.clickFollowed = click.defaultPrevented;
  seen.address = window.location.hash;
  return seen;
}

describe("a static section's links behave as SmartLink's", () => {
  it("fetch the page ahead on pointing, focus and touch, and move the app on a plain click alone, the same for both", async () => {
    const live = await behaviour(liveLink());
    view?.unmount();
    await goTo("#/partnerships");
    const kept = await behaviour(await staticLink());
    expect(live).toEqual({ pointed: ["/about#team"], focused: ["/about#team"], touched: ["/about#team"], modifiedClickLeftToBrowser: true, clickFollowed: true, address: expect.stringMatching(/^#\/about/) });
    expect(kept).toEqual(live);
  });
});
