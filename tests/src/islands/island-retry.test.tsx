// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { islands } from "../../../src/blocks/islands.ts";
import { renderToHtml } from "../../../src/render/render-to-html.tsx";
import { fullRenderer } from "../../../src/render/sections/full-renderer.tsx";
import { armIslands, islandGate } from "../../../src/islands/island-gates.ts";
import { islandRenderer } from "../../../src/islands/island-renderer.tsx";
import { adoptStaticSections } from "../../../src/islands/static-sections.ts";
import { validateSources } from "../../../src/validation/validate.ts";
import { inlineBundle } from "../../../scripts/content/bundle.ts";
import { withoutStaticSectionData } from "../../../scripts/content/island-data.ts";
import { goTo } from "../../fixtures/render.tsx";
import { siteWithRenderer } from "../../fixtures/site-with-renderer.tsx";
import { siteSources, validContact, validHome } from "../../fixtures/content.ts";

const faq = `  - type: faq
    title: Questions
    items:
      - question: Is it drop-in?
        answer: Yes.
`;
const validated = validateSources(siteSources({ "content/pages/home.yaml": validHome + faq, "content/pages/contact.yaml": validContact + faq })).content!;
const site = siteWithRenderer;

let root: Root | undefined;
afterEach(() => {
  // Leaves the adopted page as drawing another page does, so its idle chain stops before this file's window is gone.
  islandGate("/another-page", 0);
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

/** Does `action` (nothing: waits), then lets React draw what it led to, until `drawn` holds: code on its way can take a while on a busy machine. */
async function settle(action = () => {}, drawn = () => true) {
  await act(async () => action());
  await vi.waitFor(
    async () => {
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(drawn()).toBe(true);
    },
    { timeout: 10_000 },
  );
}

const failureShown = () => document.querySelector('main [role="alert"]') !== null;

/** The questions' code fails to arrive, however often asked for (the page may ask twice at once), until the connection is back. */
function faqOffline(): { reconnect: () => void } {
  const load = islands.faq;
  let online = false;
  vi.spyOn(islands, "faq").mockImplementation(() => (online ? load() : Promise.reject(new Error("Failed to fetch dynamically imported module"))));
  return { reconnect: () => (online = true) };
}

/** The failed island's place says so, and stays so; once back online, Try again loads its code anew, and the questions open. */
async function expectRetried(frame: Element | null, network: ReturnType<typeof faqOffline>) {
  expect(frame?.querySelector('[role="alert"]')?.textContent).toBe("Check your connection and try again.Try again");
  expect(frame!.querySelector('[data-block="faq"]')).toBeNull();
  await settle();
  expect(frame!.querySelector('[role="alert"]')).not.toBeNull();
  network.reconnect();
  const question = () => frame!.querySelector<HTMLButtonElement>('[data-block="faq"] button[aria-expanded]');
  await settle(() => frame!.querySelector("button")!.click(), () => question() !== null);
  expect(frame!.querySelector('[role="alert"]')).toBeNull();
  await settle(() => question()!.click(), () => question()!.getAttribute("aria-expanded") === "true");
}

describe("an island whose code fails to load", () => {
  // First: a block's code, once it has arrived, is kept for the life of the page and never asked for again.
  it("on a page drawn afresh (moved to inside the app), offers Try again the same way", async () => {
    const network = faqOffline();
    await goTo("#/contact");
    const container = document.createElement("div");
    document.body.append(container);
    root = createRoot(container);
    await settle(() => root!.render(site(islandRenderer, inlineBundle(withoutStaticSectionData(validated)))), failureShown);
    expect(container.querySelector("main h1")!.textContent).toBe("Get In Touch");
    await expectRetried(container.querySelector('main [data-island="1"]'), network);
  });

  it("offers Try again in its place, leaves the rest of the page be, and loads and works once pressed", async () => {
    const network = faqOffline();
    await goTo("#/");
    const { html } = await renderToHtml(site(fullRenderer, inlineBundle(validated)), "/");
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    adoptStaticSections("/", container);
    armIslands("/", container);
    const heading = container.querySelector("[data-island] h1");
    await act(async () => {
      root = hydrateRoot(container, site(islandRenderer, inlineBundle(withoutStaticSectionData(validated))), { onRecoverableError: () => undefined });
    });
    // The visitor reaches the questions: their gate opens, and their code fails to arrive.
    await settle(() => container.querySelector('[data-block="faq"] button')!.dispatchEvent(new FocusEvent("focusin", { bubbles: true })), failureShown);

    // The other island, hydrated before, is the very same HTML still.
    expect(container.querySelector("[data-island] h1")).toBe(heading);
    await expectRetried(container.querySelector('main [data-island="3"]'), network);
  });
});
