// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { keepArticles, keptArticles, newArticlesKey } from "../../../../src/studio/articles/kept-articles.ts";
import { newArticleText } from "../../../../src/studio/articles/new-article.ts";
import { entryData } from "../../../../src/studio/editing/entry-text.ts";
import { shippedFactsOf } from "../../../fixtures/collections.ts";
import type { StudioFile } from "../../../../src/studio/protocol.ts";
import { hasUnsaved, initialState, keepChanges, keptChanges, reducer, type FileState } from "../../../../src/studio/store.ts";

const text = newArticleText("Plant opening", new Date("2026-11-27T06:00:00Z"), shippedFactsOf("news"));
const made: StudioFile = { path: "content/news/plant-opening.md", kind: "entry", text, version: "", data: entryData(text), sectionLines: [], isNew: true };
const shipped: StudioFile = { path: "content/news/older.md", kind: "entry", text, version: "v1", data: entryData(text), sectionLines: [] };
const twin: StudioFile = { ...shipped, path: "content/ar/news/older.md" };

describe("articles in the studio's state", () => {
  it("holds a new article as unsaved until saved, and forgets a deleted one with its translation and their undo steps", () => {
    let state = reducer(initialState, { type: "loaded", content: { brand: "B", root: "", files: [shipped, twin], media: [], icons: {}, blocks: [], problems: [], firstDrawing: { pages: {} } }, kept: {} });
    state = reducer(state, { type: "added", file: made });
    expect(state.selectedPath).toBe(made.path);
    expect(hasUnsaved(state.files[made.path]!)).toBe(true);
    state = reducer(state, { type: "select-file", path: shipped.path });
    state = reducer(state, { type: "change", change: { op: "set", path: ["type"], value: "insight" } });
    expect(state.undo).toHaveLength(1);
    state = reducer(state, { type: "removed", paths: [shipped.path, twin.path] });
    expect(Object.keys(state.files)).toEqual([made.path]);
    expect(state.selectedPath).toBeUndefined();
    expect(state.undo).toEqual([]);
  });

  it("keeps a new article and its edits in the browser apart from the other unsaved edits, and puts it back without moving the selection", () => {
    const files: FileState[] = [{ file: made, changes: [{ op: "set", path: ["summary"], value: "It opens." }] }];
    keepChanges(Object.fromEntries(files.map((file) => [file.file.path, file])), "scope");
    expect(keptChanges("scope")).toEqual({});
    keepArticles(files, "scope");
    expect(keptArticles("scope")).toEqual([{ path: made.path, text, changes: [{ op: "set", path: ["summary"], value: "It opens." }] }]);
    expect(keptArticles("other")).toEqual([]);
    let state = reducer(initialState, { type: "loaded", content: { brand: "B", root: "", files: [shipped], media: [], icons: {}, blocks: [], problems: [], firstDrawing: { pages: {} } }, kept: {} });
    state = reducer(state, { type: "restored", file: made, changes: keptArticles("scope")[0]!.changes });
    expect(state.selectedPath).toBe(shipped.path);
    expect(state.files[made.path]?.changes).toHaveLength(1);
    // A file of that name came with the content (saved meanwhile): the kept one does not replace it.
    expect(reducer(state, { type: "restored", file: { ...made, text: "other" }, changes: [] })).toBe(state);
    keepArticles([], "scope");
    expect(localStorage.getItem(newArticlesKey("scope"))).toBeNull();
  });
});
