// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import type { StudioContent, StudioFile } from "../../../src/studio/protocol.ts";
import { initialState, keepChanges, keptChanges, reducer, setAsideKey, setAsideStale, type StudioState } from "../../../src/studio/store.ts";

const about = (version: string, title = "About Verdavia"): StudioFile => ({ path: "content/pages/about.yaml", kind: "page", text: `title: ${title}\n`, version, data: { title }, sectionLines: [] });
const content = (file: StudioFile): StudioContent => ({ brand: "Verdavia", root: ".", files: [file], media: [], icons: {}, blocks: [], problems: [], firstDrawing: { pages: {} } });
const type = (state: StudioState, text: string) => reducer(state, { type: "change", change: { op: "set", path: ["title"], value: text }, typing: true });

describe("the studio's saves", () => {
  it("keeps what was typed while a save was on its way, on top of the saved text", () => {
    let state = reducer(initialState, { type: "loaded", content: content(about("v1")), kept: {} });
    state = type(state, "About Us");
    const sent = state.files["content/pages/about.yaml"]!.changes.length;
    state = reducer(state, { type: "saving" });
    // The visitor keeps typing in the same field before the answer arrives.
    state = type(state, "About Us Today");
    state = reducer(state, { type: "saved", file: about("v2", "About Us"), sent });
    const file = state.files["content/pages/about.yaml"]!;
    expect(file.file.version).toBe("v2");
    expect(file.changes).toEqual([{ op: "set", path: ["title"], value: "About Us Today" }]);
  });

  it("leaves nothing unsaved when nothing was typed meanwhile", () => {
    let state = reducer(initialState, { type: "loaded", content: content(about("v1")), kept: {} });
    state = type(state, "About Us");
    state = reducer(state, { type: "saving" });
    state = reducer(state, { type: "saved", file: about("v2", "About Us"), sent: 1 });
    expect(state.files["content/pages/about.yaml"]!.changes).toEqual([]);
  });
});

describe("unsaved edits kept in the browser", () => {
  beforeEach(() => localStorage.clear());

  it("come back on the version of the file they were made on", () => {
    let state = reducer(initialState, { type: "loaded", content: content(about("v1")), kept: {} });
    state = type(state, "About Us");
    keepChanges(state.files);
    const kept = keptChanges();
    expect(setAsideStale(kept, [about("v1")])).toEqual([]);
    const restored = reducer(initialState, { type: "loaded", content: content(about("v1")), kept });
    expect(restored.files["content/pages/about.yaml"]!.changes).toHaveLength(1);
  });

  it("are set aside, not applied and not lost, when the file changed since", () => {
    let state = reducer(initialState, { type: "loaded", content: content(about("v1")), kept: {} });
    state = type(state, "About Us");
    keepChanges(state.files);
    const kept = keptChanges();
    const changedOnDisk = about("v9", "About Verdavia Fuels");
    expect(setAsideStale(kept, [changedOnDisk])).toEqual(["content/pages/about.yaml"]);
    const restored = reducer(initialState, { type: "loaded", content: content(changedOnDisk), kept });
    expect(restored.files["content/pages/about.yaml"]!.changes).toEqual([]);
    const setAside = JSON.parse(localStorage.getItem(setAsideKey())!) as Record<string, { version: string; changes: unknown[] }[]>;
    expect(setAside["content/pages/about.yaml"]).toEqual([{ version: "v1", changes: [{ op: "set", path: ["title"], value: "About Us" }] }]);
  });
});
