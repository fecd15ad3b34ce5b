// @vitest-environment happy-dom
import { readFileSync } from "node:fs";
import { act } from "react";
import { parse } from "yaml";
import { afterEach, describe, expect, it, vi } from "vitest";
import { iconShapes } from "../../../scripts/content/icons.ts";
import { iconNames } from "../../../src/content/icon-names.ts";
import { FormContext, type FormContextValue } from "../../../src/studio/form/context.tsx";
import { FormPanel } from "../../../src/studio/form/FormPanel.tsx";
import { render, type Rendered } from "../../fixtures/render.tsx";

const about = parse(readFileSync("content/pages/about.yaml", "utf8")) as { sections: { type: string; items?: { icon?: string }[] }[] };
const cardsIndex = about.sections.findIndex((section) => section.type === "cards");
const cards = about.sections[cardsIndex]!;

let view: Rendered | undefined;
afterEach(() => view?.unmount());

function drawCards(set = vi.fn()) {
  const icons = Object.fromEntries(iconNames.map((name) => [name, iconShapes(name)]));
  const form: FormContextValue = { problems: new Map(), linkTargets: [], media: [], icons, set, remove: vi.fn(), insert: vi.fn(), move: vi.fn() };
  view = render(
    <FormContext.Provider value={form}>
      <FormPanel kind="page" data={about} section={{ index: cardsIndex, value: cards }} onPageSettings={vi.fn()} />
    </FormContext.Provider>,
  );
  return view.container;
}

describe("an icon field", () => {
  it("shows the icon chosen, drawn and named, and no catalogue until asked", () => {
    const container = drawCards();
    const first = container.querySelector<HTMLElement>(`[data-path="sections[${cardsIndex}].items[0].icon"]`)!;
    const name = first.querySelector(`#${first.getAttribute("aria-labelledby")}`)!;
    expect(name.textContent).toBe(`Icon: ${cards.items![0]!.icon}`);
    expect(name.querySelector("svg")?.children.length).toBeGreaterThan(0);
    // One card's catalogue alone is some forty radios; none are drawn while every catalogue is closed.
    expect(container.querySelectorAll('input[type="radio"]')).toHaveLength(0);
    const toggle = first.querySelector("button")!;
    expect(toggle.textContent).toBe("Choose another icon");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
  });

  it("opens its catalogue with the chosen icon checked, and a choice sets the field", () => {
    const set = vi.fn();
    const container = drawCards(set);
    const first = container.querySelector<HTMLElement>(`[data-path="sections[${cardsIndex}].items[0].icon"]`)!;
    const toggle = first.querySelector("button")!;
    act(() => toggle.click());
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const catalogue = container.querySelector(`#${toggle.getAttribute("aria-controls")}`)!;
    const radios = [...catalogue.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios.map((radio) => radio.value)).toEqual(iconNames);
    expect(radios.filter((radio) => radio.checked).map((radio) => radio.value)).toEqual([cards.items![0]!.icon]);
    // Only this card's catalogue opened.
    expect(container.querySelectorAll('input[type="radio"]')).toHaveLength(radios.length);
    const other = radios.find((radio) => !radio.checked)!;
    act(() => other.click());
    expect(set).toHaveBeenCalledWith(["sections", cardsIndex, "items", 0, "icon"], other.value, false);
    act(() => toggle.click());
    expect(container.querySelectorAll('input[type="radio"]')).toHaveLength(0);
  });
});
