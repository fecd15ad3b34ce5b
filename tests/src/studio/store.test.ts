// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import type { StudioContent, StudioFile } from "../../../src/studio/protocol.ts";
import { meetEarlierEdits } from "../../../src/studio/editing/earlier-edits.ts";
import { initialState, keepChanges, keepSetAside, keptChanges, reducer, setAsideKey, storedSetAside, type StudioState } from "../../../src/studio/store.ts";

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
    expect(kept["content/pages/about.yaml"]).toEqual({ version: "v1", changes: [{ op: "set", path: ["title"], value: "About Us" }], base: { title: "About Verdavia" } });
    const met = meetEarlierEdits(kept, [about("v1")], storedSetAside());
    expect(met).toEqual({ kept, setAside: [] });
    const restored = reducer(initialState, { type: "loaded", content: content(about("v1")), kept: met.kept });
    expect(restored.files["content/pages/about.yaml"]!.changes).toHaveLength(1);
  });

  it("are set aside per field, not applied and not lost, when the same field changed since", () => {
    let state = reducer(initialState, { type: "loaded", content: content(about("v1")), kept: {} });
    state = type(state, "About Us");
    keepChanges(state.files);
    const changedOnDisk = about("v9", "About Verdavia Fuels");
    const met = meetEarlierEdits(keptChanges(), [changedOnDisk], storedSetAside());
    expect(met.kept).toEqual({});
    expect(met.setAside).toEqual([{ path: "content/pages/about.yaml", field: ["title"], mine: "About Us", before: "About Verdavia", beforeKnown: true, placed: true }]);
    keepSetAside(met.setAside);
    // Offered again on the next visit, until the editor chooses.
    expect(meetEarlierEdits({}, [changedOnDisk], storedSetAside()).setAside).toEqual(met.setAside);
    keepSetAside([]);
    expect(localStorage.getItem(setAsideKey())).toBeNull();
  });

  it("come back on the changed file when their fields were not the ones that changed", () => {
    const page = (version: string, title: string, description: string): StudioFile => ({ ...about(version), data: { title, description } });
    const loaded = reducer(initialState, { type: "loaded", content: content(page("v1", "About", "Old")), kept: {} });
    const state = reducer(loaded, { type: "change", change: { op: "set", path: ["description"], value: "Mine" } });
    keepChanges(state.files);
    const met = meetEarlierEdits(keptChanges(), [page("v2", "About — Verdavia", "Old")], storedSetAside());
    expect(met.setAside).toEqual([]);
    expect(met.kept["content/pages/about.yaml"]).toMatchObject({ version: "v2", changes: [{ op: "set", path: ["description"], value: "Mine" }] });
  });

  it("set aside by an earlier studio, as whole edit lists, are offered per field with their value before unknown", () => {
    localStorage.setItem(setAsideKey(), JSON.stringify({ "content/pages/about.yaml": [{ version: "v1", changes: [{ op: "set", path: ["title"], value: "About Us" }] }] }));
    expect(meetEarlierEdits({}, [about("v9", "About Verdavia Fuels")], storedSetAside()).setAside).toEqual([
      { path: "content/pages/about.yaml", field: ["title"], mine: "About Us", beforeKnown: false, placed: true },
    ]);
  });
});

describe("the page the studio opens on", () => {
  const home = (path: string, title: string): StudioFile => ({ path, kind: "page", text: `route: /\ntitle: ${title}\n`, version: "v1", data: { route: "/", title }, sectionLines: [] });

  it("is the default language's Home, even when a translation of Home, with the same route, is listed first", () => {
    const files = [home("content/ar/pages/home.yaml", "الرئيسية"), about("v1"), home("content/pages/home.yaml", "Home")];
    const state = reducer(initialState, { type: "loaded", content: { ...content(about("v1")), files }, kept: {} });
    expect(state.selectedPath).toBe("content/pages/home.yaml");
  });
});
