// @vitest-environment happy-dom
import { act } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderToHtml } from "../../../src/render/render-to-html.tsx";
import { fullRenderer } from "../../../src/render/sections/full-renderer.tsx";
import { armIslands, islandGate } from "../../../src/islands/island-gates.ts";
import { islandRenderer } from "../../../src/islands/island-renderer.tsx";
import { adoptStaticSections } from "../../../src/islands/static-sections.ts";
import { goTo } from "../../fixtures/render.tsx";
import { siteWithRenderer } from "../../fixtures/site-with-renderer.tsx";
import { siteSources } from "../../fixtures/content.ts";
import { validateSources } from "../../../src/validation/validate.ts";
import { inlineBundle } from "../../../scripts/content/bundle.ts";
import { withoutStaticSectionData } from "../../../scripts/content/island-data.ts";

const validated = validateSources(siteSources()).content!;
const content = inlineBundle(validated);
/** The same site as the published browser receives it: a static section is its type alone. */
const browserContent = inlineBundle(withoutStaticSectionData(validated));
const site = siteWithRenderer;

let root: Root | undefined;
afterEach(() => {
  // Leaves the adopted page as drawing another page does, so its idle chain stops before this file's window is gone.
  islandGate("/another-page", 0);
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

/** Home as the prerender writes it, adopted by the published site's renderer from the browser's data; the nodes of its static sections before, and the React errors it reported. */
async function adoptHome() {
  await goTo("#/");
  const { html } = await renderToHtml(site(fullRenderer, content), "/");
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  const staticNodes = [...container.querySelectorAll("[data-static-section] *")];
  const staticHtml = [...container.querySelectorAll("[data-static-section]")].map((frame) => frame.innerHTML);
  adoptStaticSections("/", container);
  armIslands("/", container);
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, site(islandRenderer, browserContent), { onRecoverableError: (error) => errors.push(error) });
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  return { container, errors, staticNodes, staticHtml };
}

describe("the published site adopts a prerendered page as islands", () => {
  it("frames each section as its meta says: the hero an island, cards and call to action static", async () => {
    const { html } = await renderToHtml(site(fullRenderer, content), "/");
    const frames = [...html.matchAll(/<div (data-island|data-static-section)="(\d+)">\s*<[a-z]+[^>]*data-block="([a-z]+)"/g)].map((match) => `${match[3]}:${match[1]}`);
    expect(frames).toEqual(["hero:data-island", "cards:data-static-section", "cta:data-static-section"]);
  });

  it("keeps every static section as the very nodes the browser parsed, with data that has none of their fields, and hydrates without a mismatch", async () => {
    const { container, errors, staticNodes, staticHtml } = await adoptHome();
    expect(errors).toEqual([]);
    expect(staticNodes.length).toBeGreaterThan(10);
    const after = [...container.querySelectorAll("[data-static-section] *")];
    expect(after.length).toBe(staticNodes.length);
    after.forEach((node, index) => expect(node).toBe(staticNodes[index]));
    expect([...container.querySelectorAll("[data-static-section]")].map((frame) => frame.innerHTML)).toEqual(staticHtml);
  });

  it("hydrates an island without a mismatch, its prerendered heading kept", async () => {
    const { container, errors } = await adoptHome();
    expect(errors).toEqual([]);
    expect(container.querySelector("[data-island] h1")!.textContent).toBe("Fueling a Greener Tomorrow");
  });
});

describe("an island's gate", () => {
  class HeldObserver {
    static watched: Element[] = [];
    static callback: IntersectionObserverCallback | undefined;
    constructor(callback: IntersectionObserverCallback) {
      HeldObserver.callback = callback;
    }
    observe(element: Element) {
      HeldObserver.watched.push(element);
    }
    unobserve() {}
    disconnect() {}
  }

  function pageWithIsland(): HTMLElement {
    const container = document.createElement("div");
    container.innerHTML = '<main><div data-island="2"><section><button type="button">Ask</button></section></div></main>';
    document.body.append(container);
    return container;
  }

  const settledSoon = (gate: Promise<void> | undefined) => Promise.race([gate!.then(() => "open"), new Promise((resolve) => setTimeout(() => resolve("held"), 20))]);

  it("holds the island until the visitor reaches it, then opens at once", async () => {
    vi.stubGlobal("IntersectionObserver", HeldObserver);
    vi.stubGlobal("requestIdleCallback", () => 0);
    const container = pageWithIsland();
    armIslands("/contact", container);
    const gate = islandGate("/contact", 2);
    expect(await settledSoon(gate)).toBe("held");
    container.querySelector("button")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(await settledSoon(gate)).toBe("open");
  });

  it("opens when the island nears the viewport, watching its content's box (the frame has none)", async () => {
    HeldObserver.watched = [];
    vi.stubGlobal("IntersectionObserver", HeldObserver);
    vi.stubGlobal("requestIdleCallback", () => 0);
    const container = pageWithIsland();
    armIslands("/contact", container);
    const gate = islandGate("/contact", 2);
    const box = container.querySelector("section")!;
    expect(HeldObserver.watched).toContain(box);
    HeldObserver.callback!([{ isIntersecting: true, target: box } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
    expect(await settledSoon(gate)).toBe("open");
  });

  it("opens the rest when the browser is idle, and none applies once another page is drawn", async () => {
    vi.stubGlobal("IntersectionObserver", HeldObserver);
    // Every idle callback asked for, this page's and any an earlier page's chain asks for meanwhile.
    const idleCallbacks: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => idleCallbacks.push(callback));
    const container = pageWithIsland();
    armIslands("/contact", container);
    const gate = islandGate("/contact", 2);
    expect(await settledSoon(gate)).toBe("held");
    for (const callback of idleCallbacks.splice(0)) callback();
    expect(await settledSoon(gate)).toBe("open");
    expect(islandGate("/about", 0)).toBeUndefined();
    expect(islandGate("/contact", 2)).toBeUndefined();
  });
});
