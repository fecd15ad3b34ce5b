// @vitest-environment happy-dom
/**
 * The panels that offer an editor's edits back (KeptEdits) and ask at a save conflict
 * (ConflictChoices): their words, and the changes a choice makes.
 */
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConflictChoices } from "../../../src/studio/ConflictChoices.tsx";
import { KeptEdits } from "../../../src/studio/KeptEdits.tsx";
import type { StudioFile } from "../../../src/studio/protocol.ts";
import type { FileState, SetAsideEdit } from "../../../src/studio/store.ts";
import { render, type Rendered } from "../../fixtures/render.tsx";
import { editorFacingLeaks } from "./editor-words.ts";

const path = "content/pages/about.yaml";
const page = (heroTitle: string, cardsTitle: string, mission = "Our Mission") => ({
  route: "/about",
  title: "About Us — Verdavia",
  sections: [
    { type: "hero", title: heroTitle },
    { type: "cards", title: cardsTitle, items: [{ title: mission, text: "To accelerate" }] },
  ],
});
const file = (data: unknown, version: string): StudioFile => ({ path, kind: "page", text: "", version, data, sectionLines: [] });

let view: Rendered | undefined;
afterEach(() => view?.unmount());

const buttonNamed = (root: HTMLElement, name: string) => [...root.querySelectorAll("button")].filter((button) => button.textContent === name);

describe("KeptEdits", () => {
  const edit: SetAsideEdit = { path, field: ["sections", 0, "title"], mine: "About Verdavia, Again", before: "About Verdavia", beforeKnown: true, placed: true };

  it("says the edit, the site's value and the one before in words, with no file or key", () => {
    view = render(<KeptEdits edits={[edit]} pageName={() => "About Us"} siteData={() => page("About Verdavia Group", "Our Purpose")} onUseMine={vi.fn()} onKeepSite={vi.fn()} />);
    const item = view.container.querySelector("[data-kept-edit]")!;
    expect(item.querySelector("p")!.textContent).toBe("Your earlier edit to About Us → Hero → Title: ‘About Verdavia, Again’. The site now says ‘About Verdavia Group’.");
    expect([...item.querySelectorAll("dt")].map((term) => `${term.textContent}: ${term.nextElementSibling!.textContent}`)).toEqual([
      "Before your edit: About Verdavia",
      "Yours: About Verdavia, Again",
      "On the site now: About Verdavia Group",
    ]);
    expect(editorFacingLeaks(view.container)).toEqual([]);
  });

  it("“Use mine” hands back the change that puts the value back; “Keep the site's” lets it go", () => {
    const onUseMine = vi.fn();
    const onKeepSite = vi.fn();
    view = render(<KeptEdits edits={[edit]} pageName={() => "About Us"} siteData={() => page("About Verdavia Group", "Our Purpose")} onUseMine={onUseMine} onKeepSite={onKeepSite} />);
    act(() => buttonNamed(view!.container, "Use mine")[0]!.click());
    expect(onUseMine).toHaveBeenCalledWith(edit, { op: "set", path: ["sections", 0, "title"], value: "About Verdavia, Again" }, "About Us → Hero → Title");
    act(() => buttonNamed(view!.container, "Keep the site's")[0]!.click());
    expect(onKeepSite).toHaveBeenCalledWith(edit, "About Us → Hero → Title");
  });

  it("offers only to let go an edit whose place the site no longer has, and says so", () => {
    const gone: SetAsideEdit = { path, field: ["sections", 2, "title"], mine: "Leaders", beforeKnown: false, placed: false };
    view = render(<KeptEdits edits={[gone]} pageName={() => "About Us"} siteData={() => page("About Verdavia", "Our Purpose")} onUseMine={vi.fn()} onKeepSite={vi.fn()} />);
    expect(view.container.querySelector("[data-kept-edit] p")!.textContent).toContain("The site no longer has this field");
    expect(buttonNamed(view.container, "Use mine")).toEqual([]);
    expect(view.container.querySelector("dl")!.textContent).not.toContain("Before your edit");
  });
});

describe("ConflictChoices", () => {
  const base = page("About Verdavia", "Our Purpose");
  const mine: FileState = {
    file: file(base, "v1"),
    changes: [
      { op: "set", path: ["sections", 0, "title"], value: "About the Team" },
      { op: "set", path: ["sections", 1, "title"], value: "What Moves Us" },
      { op: "set", path: ["sections", 1, "items", 0, "title"], value: "Our Mission Today" },
    ],
  };
  const theirs = file({ ...page("Verdavia, in Brief", "What Drives Us"), title: "About — Verdavia" }, "v2");

  it("shows before, theirs and yours for each field both changed, and saves only once each is chosen", () => {
    const onResolve = vi.fn();
    view = render(<ConflictChoices mine={mine} theirs={theirs} message="Cleo changed About Us." author="Cleo" pageName="About Us" actionLabel="Save with these choices" onResolve={onResolve} />);
    const fields = [...view.container.querySelectorAll("[data-field-choice]")];
    expect(fields.map((field) => field.querySelector("legend")!.textContent)).toEqual(["About Us → Hero → Title", "About Us → Cards → Title"]);
    expect([...fields[0]!.querySelectorAll("dd")].map((value) => value.textContent)).toEqual(["About Verdavia", "Verdavia, in Brief", "About the Team"]);
    expect(editorFacingLeaks(view.container)).toEqual([]);
    const save = buttonNamed(view.container, "Save with these choices")[0]!;
    expect(save.disabled).toBe(true);

    const radio = (field: Element, name: string) => [...field.querySelectorAll("label")].find((label) => label.textContent === name)!.querySelector("input")!;
    act(() => radio(fields[0]!, "Use mine").click());
    act(() => radio(fields[1]!, "Use theirs").click());
    expect(save.disabled).toBe(false);
    act(() => save.click());
    // The field only the editor changed, then the one chosen as theirs; the one kept as theirs needs nothing.
    expect(onResolve).toHaveBeenCalledWith(
      [
        { op: "set", path: ["sections", 1, "items", 0, "title"], value: "Our Mission Today" },
        { op: "set", path: ["sections", 0, "title"], value: "About the Team" },
      ],
      1,
    );
  });
});
