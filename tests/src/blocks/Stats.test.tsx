// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Counter } from "../../../src/blocks/Stats/Counter.tsx";
import { statsSchema } from "../../../src/blocks/Stats/schema.ts";
import { countAt, countUpDuration } from "../../../src/lib/count-up.ts";
import { render, type Rendered } from "../../fixtures/render.tsx";

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  vi.useRealTimers();
});

describe("stats schema", () => {
  it("accepts the home page figures", () => {
    const block = statsSchema.parse({ type: "stats", title: "Making Impact", items: [{ value: 80, suffix: "%", label: "Emission Reduction" }] });
    expect(block).toMatchObject({ tone: "dark", items: [{ decimals: 0 }] });
  });

  it("refuses a figure written as text and an over-long suffix", () => {
    expect(statsSchema.safeParse({ type: "stats", items: [{ value: "80%", label: "x" }] }).success).toBe(false);
    expect(statsSchema.safeParse({ type: "stats", items: [{ value: 80, suffix: "percent", label: "x" }] }).success).toBe(false);
  });
});

describe("count-up", () => {
  it("runs from 0 to the value over 2.5 s, easing out", () => {
    expect(countUpDuration).toBe(2500);
    expect(countAt(80, 0)).toBe(0);
    expect(countAt(80, 1250)).toBeGreaterThan(40);
    expect(countAt(80, 1250)).toBeLessThan(80);
    expect(countAt(80, 2500)).toBe(80);
    expect(countAt(80, 9000)).toBe(80);
    expect(countAt(1.5, 2500, 1)).toBe(1.5);
  });
});

describe("Counter", () => {
  const stat = { value: 15, suffix: "M", decimals: 0, label: "Gallons Supplied" };

  it("shows zero until started, and the final figure to screen readers throughout", () => {
    view = render(<Counter stat={stat} started={false} />);
    expect(view.container.querySelector("[aria-hidden]")!.textContent).toBe("0M");
    expect(view.container.querySelector(".visually-hidden")!.textContent).toBe("15M");
  });

  it("counts up to the value once started", async () => {
    view = render(<Counter stat={stat} started={true} />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, countUpDuration + 200));
    });
    expect(view.container.querySelector("[aria-hidden]")!.textContent).toBe("15M");
  }, 10_000);
});
