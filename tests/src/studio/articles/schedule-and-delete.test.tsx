// @vitest-environment happy-dom
import { act, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DeleteArticle } from "../../../../src/studio/articles/DeleteArticle.tsx";
import { ScheduleField, DateField } from "../../../../src/studio/articles/ScheduleField.tsx";
import { bodyPlaceOf } from "../../../../src/studio/preview/body-block.ts";
import { applyToData, type Path } from "../../../../src/studio/editing/changes.ts";
import { FormContext, type FormContextValue } from "../../../../src/studio/form/context.tsx";
import { render, type Rendered } from "../../../fixtures/render.tsx";

let view: Rendered | undefined;
afterEach(() => view?.unmount());

const now = new Date("2026-11-27T08:00:00Z");

/** The schedule in a form whose edits land in a value, as the studio's do. */
function Form({ start, seen, updated = false }: { start: Record<string, unknown>; seen(value: unknown): void; updated?: boolean }) {
  const [value, setValue] = useState<unknown>(start);
  const set = (path: Path, next: unknown) =>
    setValue((current: unknown) => {
      const changed = applyToData(current, { op: "set", path, value: next });
      seen(changed);
      return changed;
    });
  const remove = (path: Path) =>
    setValue((current: unknown) => {
      const changed = applyToData(current, { op: "delete", path });
      seen(changed);
      return changed;
    });
  const form: FormContextValue = { set, remove, insert: vi.fn(), move: vi.fn(), problems: new Map(), linkTargets: [], media: [], icons: {} };
  const data = value as { date?: unknown; draft?: unknown; updated?: unknown };
  return <FormContext.Provider value={form}>{updated ? <DateField name="updated" label="Update date" hint="When the article last changed in a way readers should know of." required={false} value={data.updated} now={now} /> : <ScheduleField name="date" label="Publish on" date={data.date} draft={data.draft} closes={undefined} one="article" now={now} />}</FormContext.Provider>;
}

function setControl(element: HTMLInputElement | HTMLSelectElement, value: string): void {
  act(() => {
    const prototype = element instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, "value")!.set!.call(element, value);
    element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
  });
}

describe("the schedule", () => {
  it("writes a day, time and zone back as ISO with the zone's offset, and says the state as it is edited", () => {
    const seen = vi.fn();
    view = render(<Form start={{ date: "2026-11-12T10:00:00+04:00" }} seen={seen} />);
    const c = view.container;
    const state = () => c.querySelector("#schedule-state")!.textContent;
    expect(c.querySelector<HTMLInputElement>("#schedule-day")!.value).toBe("2026-11-12");
    expect(c.querySelector<HTMLSelectElement>("#schedule-zone")!.value).toBe("dubai");
    expect(state()).toBe("State: Live since 12 November.");
    setControl(c.querySelector<HTMLInputElement>("#schedule-day")!, "2026-12-03");
    setControl(c.querySelector<HTMLInputElement>("#schedule-time")!, "09:00");
    expect(seen).toHaveBeenLastCalledWith({ date: "2026-12-03T09:00:00+04:00" });
    expect(state()).toBe("State: Goes live 3 December, 09:00 Dubai time.");
    setControl(c.querySelector<HTMLSelectElement>("#schedule-zone")!, "london");
    expect(seen).toHaveBeenLastCalledWith({ date: "2026-12-03T09:00:00+00:00" });
    expect(state()).toBe("State: Goes live 3 December, 09:00 London time.");
    // A day half typed writes nothing until it is a day.
    const calls = seen.mock.calls.length;
    setControl(c.querySelector<HTMLInputElement>("#schedule-day")!, "");
    expect(seen.mock.calls.length).toBe(calls);
    expect(c.querySelector(`label[for="schedule-zone"]`)?.textContent).toBe("Zone");
  });
});

describe("the update date", () => {
  it("is added as now in Dubai time, edited like the publishing date, and taken out again", () => {
    const seen = vi.fn();
    view = render(<Form start={{ date: "2026-11-12T10:00:00+04:00" }} seen={seen} updated />);
    const c = view.container;
    const button = (name: string) => [...c.querySelectorAll("button")].find((candidate) => candidate.textContent === name)!;
    act(() => button("Add update date").click());
    expect(seen).toHaveBeenLastCalledWith({ date: "2026-11-12T10:00:00+04:00", updated: "2026-11-27T12:00:00+04:00" });
    setControl(c.querySelector<HTMLSelectElement>("#updated-zone")!, "london");
    expect(seen).toHaveBeenLastCalledWith({ date: "2026-11-12T10:00:00+04:00", updated: "2026-11-27T12:00:00+00:00" });
    act(() => button("Remove update date").click());
    expect(seen).toHaveBeenLastCalledWith({ date: "2026-11-12T10:00:00+04:00" });
    expect(button("Add update date")).toBeDefined();
  });
});

describe("a click in an article's text in the preview", () => {
  it("names the block it landed in, counted as the body's blocks are", () => {
    view = render(
      <div id="body">
        <p>First paragraph.</p>
        <h2>A heading</h2>
        <div role="region">
          <table>
            <tbody>
              <tr>
                <td>
                  <span id="cell">A cell</span>
                </td>
              </tr>
            </tbody>
          </table>
        </div>
      </div>,
    );
    const body = view.container.querySelector("#body")!;
    expect(bodyPlaceOf(body, view.container.querySelector("#cell")!.firstChild!)).toEqual({ index: 2, offset: 0 });
    expect(bodyPlaceOf(body, view.container.querySelector("h2")!)).toEqual({ index: 1, offset: 0 });
    expect(bodyPlaceOf(body, view.container)).toBeUndefined();
  });
});

describe("deleting an article", () => {
  it("asks first, naming the article; keeps it when told; deletes the translation only when ticked", async () => {
    const onDelete = vi.fn(async () => true);
    view = render(<DeleteArticle title="Plant opening" one="article" translationNames={["العربية"]} onDelete={onDelete} />);
    const c = view.container;
    const button = (name: string) => [...c.querySelectorAll("button")].find((candidate) => candidate.textContent === name)!;
    act(() => button("Delete this article").click());
    const dialog = c.querySelector('[role="alertdialog"]')!;
    expect(c.querySelector(`#${dialog.getAttribute("aria-labelledby")}`)?.textContent).toBe("Delete the article “Plant opening”?");
    expect(document.activeElement).toBe(dialog);
    act(() => button("Keep it").click());
    expect(c.querySelector('[role="alertdialog"]')).toBeNull();
    expect(document.activeElement).toBe(button("Delete this article"));
    expect(onDelete).not.toHaveBeenCalled();

    act(() => button("Delete this article").click());
    expect(c.textContent).toContain("Delete its العربية translation too");
    await act(async () => button("Delete article").click());
    expect(onDelete).toHaveBeenLastCalledWith(false);
    act(() => c.querySelector<HTMLInputElement>('[role="alertdialog"] input[type="checkbox"]')!.click());
    await act(async () => button("Delete article").click());
    expect(onDelete).toHaveBeenLastCalledWith(true);
  });
});
