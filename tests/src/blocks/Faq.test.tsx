// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { Faq } from "../../../src/blocks/Faq/Faq.tsx";
import { faqSchema } from "../../../src/blocks/Faq/schema.ts";
import { render, type Rendered } from "../../fixtures/render.tsx";

const example = `type: faq
id: faq
eyebrow: FAQ
title: Frequently Asked Questions
intro: Quick answers for airlines, airports and fuel buyers.
items:
  - question: Can our aircraft use Verdavia SAF without modification?
    answer: >-
      Yes. Our SAF is a drop-in fuel: it is certified under ASTM D7566 and blended with
      conventional Jet A-1, so it works in today's engines, tanks and pipelines.
  - question: How much does SAF reduce carbon emissions?
    answer: >-
      Up to 80% over the fuel's lifecycle compared with conventional jet fuel, depending
      on the feedstock and production pathway.
  - question: What is book-and-claim?
    answer: >-
      Book-and-claim lets you buy SAF and claim its emission reductions even when the fuel
      itself is delivered at another airport, so you can act where supply exists today.
  - question: Which feedstocks do you use?
    answer: >-
      Waste and residue feedstocks such as used cooking oil and agricultural residues,
      sourced from certified, traceable suppliers.
`;

const minimal = { type: "faq", items: [{ question: "Is it drop-in?", answer: "Yes." }] };

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});

function click(element: Element) {
  act(() => {
    (element as HTMLElement).click();
  });
}

describe("faq schema", () => {
  it("parses the YAML example and defaults the tone to light", () => {
    const block = faqSchema.parse(parse(example));
    expect(block.items).toHaveLength(4);
    expect(block.tone).toBe("light");
  });

  it("refuses unknown keys, a missing answer and an empty list", () => {
    expect(faqSchema.safeParse({ ...minimal, items: [{ question: "Q?", answer: "A.", link: "/contact" }] }).error!.issues[0]).toMatchObject({
      code: "unrecognized_keys",
      path: ["items", 0],
    });
    expect(faqSchema.safeParse({ ...minimal, items: [{ question: "Q?" }] }).error!.issues[0]!.path).toEqual(["items", 0, "answer"]);
    expect(faqSchema.safeParse({ ...minimal, items: [] }).error!.issues[0]).toMatchObject({ code: "too_small", path: ["items"] });
    expect(faqSchema.safeParse({ ...minimal, tone: "dark" }).error!.issues[0]!.path).toEqual(["tone"]);
  });
});

describe("Faq", () => {
  it("renders each question as a heading holding a button that controls a labelled region", () => {
    view = render(<Faq block={faqSchema.parse(parse(example))} />);
    const buttons = view.container.querySelectorAll('[data-block="faq"] h3 > button');
    expect(buttons).toHaveLength(4);
    for (const button of buttons) {
      expect(button.getAttribute("type")).toBe("button");
      const panel = view.container.querySelector(`#${CSS.escape(button.getAttribute("aria-controls")!)}`)!;
      expect(panel.getAttribute("role")).toBe("region");
      expect(panel.getAttribute("aria-labelledby")).toBe(button.id);
    }
    expect(buttons[2]!.textContent).toBe("What is book-and-claim?");
  });

  it("starts with every answer collapsed and hidden", () => {
    view = render(<Faq block={faqSchema.parse(parse(example))} />);
    for (const button of view.container.querySelectorAll("h3 > button")) expect(button.getAttribute("aria-expanded")).toBe("false");
    for (const panel of view.container.querySelectorAll('[role="region"]')) expect(panel.hasAttribute("hidden")).toBe(true);
  });

  it("toggles a question open and closed on click", () => {
    view = render(<Faq block={faqSchema.parse(parse(example))} />);
    const button = view.container.querySelector("h3 > button")!;
    const panel = view.container.querySelector(`#${CSS.escape(button.getAttribute("aria-controls")!)}`)!;
    click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(panel.hasAttribute("hidden")).toBe(false);
    expect(panel.textContent).toContain("drop-in fuel");
    click(button);
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(panel.hasAttribute("hidden")).toBe(true);
  });

  it("lets several answers be open at once", () => {
    view = render(<Faq block={faqSchema.parse(parse(example))} />);
    const buttons = view.container.querySelectorAll("h3 > button");
    click(buttons[0]!);
    click(buttons[3]!);
    expect([...buttons].map((button) => button.getAttribute("aria-expanded"))).toEqual(["true", "false", "false", "true"]);
  });

  it("gives every question its own ids, even across two FAQ blocks", () => {
    view = render(
      <>
        <Faq block={faqSchema.parse(minimal)} />
        <Faq block={faqSchema.parse(minimal)} />
      </>,
    );
    const ids = [...view.container.querySelectorAll("[id]")].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
