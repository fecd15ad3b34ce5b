// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { appAttribute, appRunning } from "../../../src/boot/contract.ts";
import { lazyBlock } from "../../../src/blocks/lazy-block.ts";
import type { RuntimePage } from "../../../src/content/site-content.ts";
import { render, type Rendered } from "../../fixtures/render.tsx";

// A lazy block whose code arrives when the test says so, and one that always throws.
const arrival = vi.hoisted(() => {
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { arrived, release };
});
vi.mock("../../../src/blocks/registry.ts", () => ({
  registry: {
    text: ({ block }: { block: { title: string } }) => <h2>{block.title}</h2>,
    faq: lazyBlock(async () => {
      await arrival.arrived;
      return ({ block }: { block: { title: string } }) => <h2>{block.title}</h2>;
    }),
    cards: () => {
      throw new Error("bad data");
    },
  },
}));
const { PageView } = await import("../../../src/render/PageView.tsx");

const page = (sections: { type: string; title: string }[]) => ({ route: "/about", title: "About", description: "About us", icons: {}, sections }) as unknown as RuntimePage;
const running = () => document.documentElement.getAttribute(appAttribute) === appRunning;

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  document.documentElement.removeAttribute(appAttribute);
});

describe("PageView tells the document when the page is interactive", () => {
  it("only once a block whose code loads on demand has been drawn", async () => {
    view = render(<PageView page={page([{ type: "text", title: "Drawn at once" }, { type: "faq", title: "Questions" }])} />);
    expect(view.container.textContent).toContain("Drawn at once");
    expect(running()).toBe(false);
    await act(async () => {
      arrival.release();
      await arrival.arrived;
    });
    expect(view.container.textContent).toContain("Questions");
    expect(running()).toBe(true);
  });

  it("also when a block failed, since it will not come", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    view = render(<PageView page={page([{ type: "text", title: "Fine" }, { type: "cards", title: "Broken" }])} />);
    expect(running()).toBe(true);
    logged.mockRestore();
  });
});
