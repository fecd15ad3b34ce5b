// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readContentSources } from "../../../../scripts/content/sources.ts";
import { articleTranslationStates, translationWords } from "../../../../src/studio/articles/arabic-state.ts";
import { articleRows, filterRows, noFilter } from "../../../../src/studio/articles/entry-list.ts";
import { proposeArticle } from "../../../../src/studio/articles/new-article.ts";
import { EntryList } from "../../../../src/studio/articles/EntryList.tsx";
import { bodyKey } from "../../../../src/studio/editing/entry-text.ts";
import { describeStoredFile } from "../../../../src/studio/editing/editing.ts";
import { rememberShippedCollections, shippedFacts, shippedFactsOf } from "../../../fixtures/collections.ts";

rememberShippedCollections();
const news = shippedFactsOf("news");
import type { FileState } from "../../../../src/studio/store.ts";
import { render, type Rendered } from "../../../fixtures/render.tsx";
import { editorFacingLeaks } from "../editor-words.ts";

/**
 * Every shipped content file as the studio holds it once loaded, but for one entry's Arabic:
 * every shipped entry is translated, and the list must show one that is not.
 */
function shippedFiles(): Record<string, FileState> {
  const untranslated = "content/ar/news/northbridge-university-research-partnership.md";
  return Object.fromEntries(readContentSources(".").filter((source) => source.path !== untranslated).map((source) => [source.path, { file: describeStoredFile({ ...source, version: "v1" }), changes: [] }]));
}

const now = new Date("2026-11-27T08:00:00Z");
const airshow = "content/news/dubai-airshow-2025.md";
const northbridge = "content/news/northbridge-university-research-partnership.md";

let view: Rendered | undefined;
afterEach(() => view?.unmount());

describe("the News list's rows", () => {
  const files = shippedFiles();
  const rows = articleRows(Object.values(files), now, ["ar"], shippedFacts).filter((row) => row.collection === "news");

  it("lists each English article once, newest first, with its kind and state in words", () => {
    expect(rows.map((row) => row.path)).toEqual([...rows.map((row) => row.path)].sort((a, b) => Date.parse(rows.find((row) => row.path === b)!.date) - Date.parse(rows.find((row) => row.path === a)!.date)));
    expect(rows.every((row) => row.path.startsWith("content/news/"))).toBe(true);
    expect(rows).toHaveLength(Object.keys(files).filter((path) => path.startsWith("content/news/")).length);
    const row = rows.find((candidate) => candidate.path === "content/news/astm-d7566-corsia-certification.md")!;
    expect(row).toMatchObject({ typeWords: "News", state: "live", stateWords: "Live since 18 September 2025", translations: { ar: "content/ar/news/astm-d7566-corsia-certification.md" } });
    expect(rows.find((candidate) => candidate.path === northbridge)!.translations).toEqual({});
  });

  it("filters by state and kind and searches the title's words in any case and order", () => {
    const insights = filterRows(rows, { ...noFilter, type: "insight" });
    expect(insights.length).toBeGreaterThan(0);
    expect(insights.every((row) => row.type === "insight")).toBe(true);
    expect(filterRows(rows, { ...noFilter, state: "draft" })).toEqual([]);
    const live = filterRows(rows, { ...noFilter, state: "live" });
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((row) => row.stateWords.startsWith("Live since"))).toBe(true);
    expect(live.length + filterRows(rows, { ...noFilter, state: "scheduled" }).length).toBe(rows.length);
    expect(filterRows(rows, { ...noFilter, search: "airshow DUBAI" }).map((row) => row.path)).toEqual([airshow]);
    expect(filterRows(rows, { ...noFilter, search: "airshow", type: "insight" })).toEqual([]);
  });

  it("says a scheduled article goes live, and a draft is a draft, as the editor edits it", () => {
    const edited = { ...files, [airshow]: { ...files[airshow]!, changes: [{ op: "set" as const, path: ["date"], value: "2026-12-03T09:00:00+04:00" }] } };
    const drafted = { ...files, [northbridge]: { ...files[northbridge]!, changes: [{ op: "set" as const, path: ["draft"], value: true }] } };
    expect(articleRows(Object.values(edited), now, [], shippedFacts).find((row) => row.path === airshow)).toMatchObject({ state: "scheduled", stateWords: "Goes live 3 December, 09:00 Dubai time", unsaved: true });
    expect(filterRows(articleRows(Object.values(drafted), now, [], shippedFacts), { ...noFilter, state: "draft" }).map((row) => row.path)).toEqual([northbridge]);
  });

  it("gives each translation's state from the fingerprints: translated, blocks behind, not yet translated", () => {
    const states = articleTranslationStates(files, "ar");
    expect(translationWords(states.get(northbridge)!)).toBe("not yet translated");
    expect(translationWords(states.get(airshow)!)).toBe("translated");
    // One English paragraph changed: that block of the Arabic is behind.
    const english = files[airshow]!;
    const body = String((english.file.data as Record<string, unknown>)[bodyKey]);
    const changed = { ...files, [airshow]: { ...english, changes: [{ op: "set" as const, path: [bodyKey], value: body.replace(/\.(\s|$)/, ", today.$1") }] } };
    expect(translationWords(articleTranslationStates(changed, "ar").get(airshow)!)).toBe("1 block behind");
    const retitled = { ...changed, [airshow]: { ...changed[airshow]!, changes: [...changed[airshow]!.changes, { op: "set" as const, path: ["title"], value: "A new headline" }] } };
    expect(translationWords(articleTranslationStates(retitled, "ar").get(airshow)!)).toBe("1 block and 1 field behind");
  });
});

describe("the News list", () => {
  it("filters as the editor chooses, names articles in words only, and proposes a new article's address", () => {
    const files = shippedFiles();
    const rows = articleRows(Object.values(files), now, ["ar"], shippedFacts).filter((row) => row.collection === "news");
    const words = new Map([...articleTranslationStates(files, "ar")].map(([path, state]) => [path, new Map([["ar", translationWords(state)]])]));
    const onSelect = vi.fn();
    const onCreate = vi.fn();
    const known = rows.map((row) => ({ path: row.path, title: row.title }));
    view = render(
      <EntryList title={news.title} one={news.one} typeWords={news.values} rows={rows.filter((row) => row.collection === "news")} languages={[{ code: "ar", name: "العربية" }]} translationWords={words} selectedPath={undefined} onSelect={onSelect} propose={(title) => proposeArticle(title, known, news)} onCreate={onCreate} onTranslate={vi.fn()} />,
    );
    const container = view.container;
    const titles = () => [...container.querySelectorAll("section > ul > li > button")].map((button) => button.firstChild!.textContent);
    expect(titles()).toHaveLength(rows.length);
    expect(editorFacingLeaks(container)).toEqual([]);
    expect(container.textContent).toContain("Live since 18 September 2025");
    expect(container.textContent).toContain("العربية — translated");

    const kind = container.querySelector<HTMLSelectElement>("select[id$='-type']")!;
    expect(container.querySelector(`label[for="${kind.id}"]`)?.textContent).toBe("Kind");
    act(() => {
      kind.value = "insight";
      kind.dispatchEvent(new Event("change", { bubbles: true }));
    });
    expect(titles()).toEqual(rows.filter((row) => row.type === "insight").map((row) => row.title));
    expect(container.querySelector("[role=status]")?.textContent).toBe(`${titles().length} of ${rows.length} articles`);

    act(() => container.querySelector<HTMLButtonElement>("section > ul > li > button")!.click());
    expect(onSelect).toHaveBeenCalledWith(rows.find((row) => row.type === "insight")!.path);

    act(() => [...container.querySelectorAll("button")].find((button) => button.textContent === "New article")!.click());
    const title = container.querySelector<HTMLInputElement>("#new-article-title")!;
    const type = (text: string) =>
      act(() => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(title, text);
        title.dispatchEvent(new Event("input", { bubbles: true }));
      });
    type("Dubai Airshow 2025");
    const airshowTitle = rows.find((row) => row.path === airshow)!.title;
    expect(container.querySelector("#new-article-address")?.textContent).toBe(`The article “${airshowTitle}” already has the address /news/dubai-airshow-2025. Give this one a different title.`);
    expect(container.querySelector<HTMLButtonElement>("form button[type=submit]")!.disabled).toBe(true);
    type("Plant opening in Dubai");
    expect(container.querySelector("#new-article-address")?.textContent).toBe("Its address will be /news/plant-opening-in-dubai.");
    act(() => container.querySelector<HTMLFormElement>("form")!.requestSubmit());
    expect(onCreate).toHaveBeenCalledWith("Plant opening in Dubai");
  });
});

describe("a list of thousands", () => {
  it("draws the newest hundred, a hundred more at each Show more, and always the open entry; search finds any", () => {
    const rows = Array.from({ length: 2_500 }, (_, index) => ({
      path: `content/news/generated-${index}.md`,
      collection: "news",
      title: `Generated item ${index}`,
      type: "news",
      typeWords: "News",
      date: new Date(Date.UTC(2030, 0, 1) - index * 86_400_000).toISOString(),
      state: "live" as const,
      stateWords: "Live",
      unsaved: false,
      isNew: false,
      translations: {},
    }));
    const props = { title: "News", one: "article", typeWords: {}, rows, languages: [], translationWords: new Map(), onSelect: vi.fn(), propose: () => ({ ok: false as const, message: "" }) };
    view = render(<EntryList {...props} selectedPath="content/news/generated-1800.md" />);
    const container = view.container;
    const titles = () => [...container.querySelectorAll("section > ul > li > button")].map((button) => button.firstChild!.textContent);
    expect(titles()).toHaveLength(1_801);
    view.unmount();
    view = render(<EntryList {...props} selectedPath={undefined} />);
    const list = view.container;
    const drawn = () => [...list.querySelectorAll("section > ul > li > button")].map((button) => button.firstChild!.textContent);
    expect(drawn()).toHaveLength(100);
    expect(drawn()[0]).toBe("Generated item 0");
    expect(list.querySelector("[role=status]")!.textContent).toBe("2500 articles, the newest 100 listed: search the titles for any other");
    const more = [...list.querySelectorAll("button")].find((button) => button.textContent!.startsWith("Show 100 more articles"))!;
    act(() => more.click());
    expect(drawn()).toHaveLength(200);
    const search = list.querySelector<HTMLInputElement>("input[type=search]")!;
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(search, "item 2499");
      search.dispatchEvent(new Event("input", { bubbles: true }));
    });
    expect(drawn()).toEqual(["Generated item 2499"]);
  });
});
