// @vitest-environment happy-dom
import { act, useReducer } from "react";
import { afterEach, expect, it, vi } from "vitest";
import type { StudioBackend } from "../../../src/studio/backend.ts";
import { describeStoredFile, validateEdited } from "../../../src/studio/editing/editing.ts";
import { useEntriesRead } from "../../../src/studio/hooks/useEntriesRead.ts";
import { reconcileEntries, listedFields } from "../../../src/studio/hosted/entry-index.ts";
import type { StudioFile } from "../../../src/studio/protocol.ts";
import { initialState, reducer, type StudioState } from "../../../src/studio/store.ts";
import { render, type Rendered } from "../../fixtures/render.tsx";

let view: Rendered | undefined;
afterEach(() => view?.unmount());

const english = "content/news/plant-opening.md";
const arabic = "content/ar/news/plant-opening.md";
const other = "content/news/other.md";
const text = (title: string) => `---\ntitle: ${title}\nsummary: The plant opens.\ndate: 2026-03-12T09:00:00+04:00\ntype: news\n---\nThe plant opens today.\n`;
const listed = (path: string, title: string): StudioFile => ({ path, kind: "entry", text: "", version: `v-${path}`, data: { title }, sectionLines: [], unread: true });

it("lists an entry from the build's index only while the branch holds the version the build saw, and reads those with edits waiting", () => {
  const index = { entries: { [english]: { version: "a1", fields: { title: "Plant opening" } }, [other]: { version: "b1", fields: { title: "Other" } }, [arabic]: { version: "c1", fields: { title: "افتتاح" } } } };
  const { known, toRead } = reconcileEntries(
    [
      { path: english, version: "a1" },
      { path: other, version: "b2" },
      { path: arabic, version: "c1" },
      { path: "content/news/new.md", version: "d1" },
    ],
    index,
    new Set([arabic]),
  );
  expect(known).toEqual([{ path: english, kind: "entry", text: "", version: "a1", data: { title: "Plant opening" }, sectionLines: [], unread: true }]);
  expect(toRead.map((file) => file.path)).toEqual([other, arabic, "content/news/new.md"]);
  expect(reconcileEntries([{ path: english, version: "a1" }], undefined, new Set()).toRead).toHaveLength(1);
});

it("keeps in the index only the fields the list shows", () => {
  const facts = { name: "news", folder: "news", route: "/news", title: "News", one: "article", titleField: "title", dateField: "date", badgeField: "type", values: {}, defaults: {}, publishField: "date", expiresField: undefined };
  expect(listedFields({ title: "T", date: "2026-01-01", type: "news", summary: "long", body: "longer", draft: true }, facts)).toEqual({ title: "T", date: "2026-01-01", type: "news", draft: true });
});

it("validates only the files it has read: an entry listed without its text is the build's, checked then", () => {
  const site = describeStoredFile({ path: "content/site.yaml", text: "brand:\n  name: Verdavia\n", version: "s" });
  const withUnread = validateEdited([site, listed(english, "Plant opening")], [], new Map());
  expect(withUnread.filter((problem) => problem.file === english)).toEqual([]);
});

function Harness({ backend, start, seen }: { backend: StudioBackend; start: StudioState; seen(state: StudioState): void }) {
  const [state, dispatch] = useReducer(reducer, start);
  useEntriesRead(backend, state, dispatch, vi.fn(), undefined);
  seen(state);
  return (
    <button type="button" onClick={() => dispatch({ type: "select-file", path: english })}>
      open
    </button>
  );
}

it("reads an entry listed without its text when it is opened, with its translation, once", async () => {
  const files = [listed(english, "Plant opening"), listed(arabic, "افتتاح المصنع"), listed(other, "Other")];
  const start = reducer(initialState, { type: "loaded", content: { brand: "", root: "", files, media: [], icons: {}, blocks: [], problems: [], firstDrawing: { pages: {} } }, kept: {} });
  const readEntries = vi.fn(async (asked: readonly StudioFile[]) => asked.map((file) => describeStoredFile({ path: file.path, text: text(file.path === english ? "Plant opening" : "افتتاح المصنع"), version: file.version })));
  const backend = { readEntries } as unknown as StudioBackend;
  let state = start;
  view = render(<Harness backend={backend} start={{ ...start, selectedPath: undefined }} seen={(next) => (state = next)} />);
  expect(readEntries).not.toHaveBeenCalled();
  await act(async () => view!.container.querySelector("button")!.click());
  expect(readEntries).toHaveBeenCalledTimes(1);
  expect(readEntries.mock.calls[0]![0].map((file) => file.path).sort()).toEqual([arabic, english]);
  expect(state.files[english]!.file.unread).toBeUndefined();
  expect(state.files[english]!.file.data).toMatchObject({ title: "Plant opening", body: "The plant opens today.\n" });
  expect(state.files[arabic]!.file.unread).toBeUndefined();
  expect(state.files[other]!.file.unread).toBe(true);
  await act(async () => view!.container.querySelector("button")!.click());
  expect(readEntries).toHaveBeenCalledTimes(1);
});

it("never puts a read text over a file saved meanwhile", () => {
  const saved = describeStoredFile({ path: english, text: text("Saved"), version: "new" });
  const start = reducer(initialState, { type: "loaded", content: { brand: "", root: "", files: [saved], media: [], icons: {}, blocks: [], problems: [], firstDrawing: { pages: {} } }, kept: {} });
  const after = reducer(start, { type: "read", files: [describeStoredFile({ path: english, text: text("Old"), version: "old" })] });
  expect(after.files[english]!.file.version).toBe("new");
});
