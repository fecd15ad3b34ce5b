// @vitest-environment happy-dom
import { Component, Suspense, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { reactErrorsAttribute, reactErrorsGlobal } from "../../../src/boot/contract.ts";
import { reactErrorCallbacks, type RecordedReactError } from "../../../src/render/react-errors.ts";

const recorded = () => (window as unknown as Record<string, RecordedReactError[] | undefined>)[reactErrorsGlobal] ?? [];
const count = () => document.documentElement.getAttribute(reactErrorsAttribute);
const settle = async () => {
  for (let turn = 0; turn < 10; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
};

let root: Root | undefined;
beforeEach(() => {
  delete (window as unknown as Record<string, unknown>)[reactErrorsGlobal];
  document.documentElement.removeAttribute(reactErrorsAttribute);
});
afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

function Throws(): ReactNode {
  throw new Error("the block's render failed");
}

/** Throws while React adopts the server's HTML, then draws what the server drew: React recovers by drawing it afresh. */
let throwsOnceAttempts = 0;
function ThrowsOnce(): ReactNode {
  if (throwsOnceAttempts++ === 0) throw new Error("the block's render failed");
  return <p>prerendered</p>;
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>failed</p> : this.props.children;
  }
}

describe("React's errors kept where a test can read them", () => {
  it("records a hydration that threw inside a Suspense boundary, with its cause, and still reports it to the window", async () => {
    const reported = vi.fn();
    vi.stubGlobal("reportError", reported);
    const container = document.createElement("div");
    container.innerHTML = "<!--$--><p>prerendered</p><!--/$-->";
    document.body.append(container);
    root = hydrateRoot(
      container,
      <Suspense fallback={null}>
        <ThrowsOnce />
      </Suspense>,
      reactErrorCallbacks,
    );
    await settle();
    expect(count()).toBe("1");
    expect(recorded()).toHaveLength(1);
    expect(recorded()[0]).toMatchObject({ kind: "recoverable", cause: "Error: the block's render failed" });
    expect(recorded()[0]!.componentStack).toContain("ThrowsOnce");
    expect(container.textContent).toBe("prerendered");
    expect(reported).toHaveBeenCalledTimes(1);
  });

  it("records nothing when the server's HTML and the first client render agree", async () => {
    const container = document.createElement("div");
    container.innerHTML = "<p>same</p>";
    document.body.append(container);
    root = hydrateRoot(container, <p>same</p>, reactErrorCallbacks);
    await settle();
    expect(count()).toBeNull();
    expect(recorded()).toEqual([]);
  });

  it("records an error an error boundary caught, and logs it as React would", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const container = document.createElement("div");
    document.body.append(container);
    root = createRoot(container, reactErrorCallbacks);
    flushSync(() =>
      root!.render(
        <Boundary>
          <Throws />
        </Boundary>,
      ),
    );
    expect(container.textContent).toBe("failed");
    expect(recorded().map((error) => [error.kind, error.message])).toEqual([["caught", "Error: the block's render failed"]]);
    expect(count()).toBe("1");
    expect(logged).toHaveBeenCalled();
  });
});
