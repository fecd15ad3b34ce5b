// @vitest-environment happy-dom
/**
 * A save of an article that met someone else's change to the same paragraph: the panel says
 * which paragraph in words, shows both versions side by side, and puts the chosen one in the
 * text with their change to another paragraph; nothing is asked when the paragraphs differ.
 */
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConflictChoices } from "../../../../src/studio/ConflictChoices.tsx";
import { entryData } from "../../../../src/studio/editing/entry-text.ts";
import type { StudioFile } from "../../../../src/studio/protocol.ts";
import type { FileState } from "../../../../src/studio/store.ts";
import { render, type Rendered } from "../../../fixtures/render.tsx";
import { editorFacingLeaks } from "../editor-words.ts";

const path = "content/news/dubai-airshow-2025.md";
const opening = "Verdavia will exhibit at the Dubai Airshow on stand 1240.";
const closing = "Visitors can book a meeting with our team.";
const text = (first: string, last: string) => `---\ntitle: Meet Verdavia at the Dubai Airshow\ntype: event\n---\n${first}\n\n${last}\n`;
const file = (body: string, version: string): StudioFile => ({ path, kind: "entry", text: body, version, data: entryData(body), sectionLines: [] });
const base = file(text(opening, closing), "v1");
const editedTo = (first: string, last = closing): FileState => ({ file: base, changes: [{ op: "set", path: ["body"], value: `${first}\n\n${last}\n` }] });

let view: Rendered | undefined;
afterEach(() => view?.unmount());

const show = (mine: FileState, theirs: StudioFile, onResolve = vi.fn()) =>
  render(<ConflictChoices mine={mine} theirs={theirs} message="Dana changed the article." author="Dana Developer" pageName="Meet Verdavia at the Dubai Airshow" actionLabel="Save with these choices" onResolve={onResolve} />);

describe("a conflict in an article's text", () => {
  it("names the paragraph both changed, shows both versions side by side, and puts mine with their other change when chosen", () => {
    const onResolve = vi.fn();
    const theirs = file(text(opening.replace("1240", "1300"), closing.replace("meeting", "visit")), "v2");
    view = show(editedTo(opening.replace("1240", "1250")), theirs, onResolve);
    const choice = view.container.querySelector("[data-paragraph-choice]")!;
    expect(choice.querySelector("legend")!.textContent).toBe("The paragraph beginning “Verdavia will exhibit at…” was changed by Dana Developer since you opened it; you changed it too.");
    expect([...choice.querySelectorAll("figure")].map((side) => `${side.querySelector("figcaption")!.textContent}: ${side.querySelector("p")!.textContent}`)).toEqual([
      "Dana Developer's version: Verdavia will exhibit at the Dubai Airshow on stand 1300.",
      "Your version: Verdavia will exhibit at the Dubai Airshow on stand 1250.",
    ]);
    expect(view.container.querySelectorAll("[data-field-choice]")).toHaveLength(0);
    expect(editorFacingLeaks(view.container)).toEqual([]);
    const save = [...view.container.querySelectorAll("button")].find((button) => button.textContent === "Save with these choices")!;
    expect(save.disabled).toBe(true);
    act(() => [...choice.querySelectorAll("label")].find((label) => label.textContent === "Put mine")!.querySelector("input")!.click());
    expect(save.disabled).toBe(false);
    act(() => save.click());
    expect(onResolve).toHaveBeenCalledWith([{ op: "set", path: ["body"], value: `${opening.replace("1240", "1250")}\n\n${closing.replace("meeting", "visit")}\n` }], 0);
  });

  it("asks nothing about the text when they changed another paragraph: both edits are in the change", () => {
    const onResolve = vi.fn();
    view = show(editedTo(opening.replace("1240", "1250")), file(text(opening, closing.replace("meeting", "visit")), "v2"), onResolve);
    expect(view.container.querySelectorAll("[data-paragraph-choice]")).toHaveLength(0);
    act(() => [...view!.container.querySelectorAll("button")].find((button) => button.textContent === "Save with these choices")!.click());
    expect(onResolve).toHaveBeenCalledWith([{ op: "set", path: ["body"], value: `${opening.replace("1240", "1250")}\n\n${closing.replace("meeting", "visit")}\n` }], 0);
  });
});
