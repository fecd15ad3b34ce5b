// @vitest-environment happy-dom
import { readFileSync } from "node:fs";
import { act } from "react";
import { parse } from "yaml";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Change } from "../../../../src/studio/editing/changes.ts";
import { FormContext, type FormContextValue } from "../../../../src/studio/form/context.tsx";
import { FormPanel } from "../../../../src/studio/form/FormPanel.tsx";
import { translationAid } from "../../../../src/studio/form/translation-aid.ts";
import { schemaKeyOrder } from "../../../../src/studio/editing/key-order.ts";
import { fingerprint } from "../../../../src/validation/translations.ts";
import { markTranslatedChanges } from "../../../../src/studio/translation/mark-translated.ts";
import { currentData, initialState, reducer, type StudioState } from "../../../../src/studio/store.ts";
import { applyChanges } from "../../../../src/studio/editing/yaml-edit.ts";
import { render, type Rendered } from "../../../fixtures/render.tsx";
import { editorFacingLeaks } from "../editor-words.ts";

const arabicPath = "content/ar/pages/about.yaml";
const arabicText = readFileSync(arabicPath, "utf8");
const englishText = readFileSync("content/pages/about.yaml", "utf8");
const arabic = { code: "ar", dir: "rtl" } as const;

/** The English About page with its hero's title changed since the Arabic was translated. */
function englishWithNewHeroTitle(): unknown {
  const page = parse(englishText) as { sections: Record<string, unknown>[] };
  return { ...page, sections: page.sections.map((section, index) => (index === 0 ? { ...section, title: "About Verdavia, Again" } : section)) };
}

let view: Rendered | undefined;
afterEach(() => view?.unmount());

function drawHero(english: unknown, set = vi.fn()) {
  const data = parse(arabicText) as { sections: { type: string }[] };
  const form: FormContextValue = { problems: new Map(), linkTargets: [], media: [], icons: {}, set, remove: vi.fn(), insert: vi.fn(), move: vi.fn() };
  view = render(
    <FormContext.Provider value={form}>
      <FormPanel kind="page" data={data} section={{ index: 0, value: data.sections[0]! }} translation={{ english, language: arabic }} onPageSettings={vi.fn()} />
    </FormContext.Provider>,
  );
  return view.container;
}

describe("the English beside a translation", () => {
  it("gives each translated field its English, marked where the English changed since the translation", () => {
    const aid = translationAid(englishWithNewHeroTitle(), parse(arabicText), arabic);
    // With what the English history lookup needs: the section, the field and the fingerprint it records.
    expect(aid.english.get("sections[0].title")).toEqual({ text: "About Verdavia, Again", state: "changed", source: { section: 0, field: "title", recorded: fingerprint("About Verdavia") } });
    expect(aid.english.get("sections[0].subtitle")?.state).toBe("current");
    expect(aid.english.get("sections[1].items[0].title")).toMatchObject({ text: "Our Mission", state: "current" });
    expect(aid.english.get("title")).toEqual({ text: "About Us — Verdavia", state: "page" });
  });

  it("keeps each Arabic section beside the English it was made from when a section of its type is inserted before it", () => {
    const page = parse(englishText) as { sections: Record<string, unknown>[] };
    const cta = page.sections.at(-1)!;
    const inserted = { ...page, sections: [...page.sections.slice(0, -1), { ...cta, title: "Talk to our fuel team" }, cta] };
    const aid = translationAid(inserted, parse(arabicText), arabic);
    const last = page.sections.length - 1;
    // The Arabic call to action stands beside the English one it translates, not the new one above it.
    expect(aid.counterpart.get(last)).toBe(last + 1);
    expect([...aid.counterpart].every(([translation, english]) => english === (translation === last ? last + 1 : translation))).toBe(true);
    expect(aid.english.get(`sections[${last}].title`)).toMatchObject({ text: cta.title, state: "current" });
  });

  it("shows the English read only beside each Arabic field, right to left for words and left to right for the rest", () => {
    const container = drawHero(englishWithNewHeroTitle());
    const title = container.querySelector<HTMLInputElement>('[data-path="sections[0].title"]')!;
    expect(title.dir).toBe("rtl");
    expect(title.lang).toBe("ar");
    expect(container.querySelector<HTMLInputElement>('[data-path="sections[0].id"]')!.dir).toBe("ltr");
    const english = container.querySelector("#" + title.getAttribute("aria-describedby")!.split(" ")[0])!;
    // Without a history to look in, it says so plainly beside the English now.
    expect(english.textContent).toBe("The English changed since this was translated.When translated:The earlier English is not in this copy's history.Now:About Verdavia, Again");
    expect(english.querySelector("[data-english-now]")?.getAttribute("lang")).toBe("en");
    expect(english.closest("input, textarea")).toBeNull();
    const subtitle = container.querySelector('[data-path="sections[0].subtitle"]')!;
    expect(subtitle.getAttribute("dir")).toBe("rtl");
    expect(container.querySelector('[data-english-state="current"]')?.textContent).toMatch(/^English: We develop and supply/);
    expect(container.querySelector("[data-translation-bar]")?.textContent).toContain("The English changed in 1 field since this section was translated");
    expect(editorFacingLeaks(container)).toEqual([]);
  });

  it("offers Mark as translated only while the section is behind, and it sets the section's fingerprints", () => {
    const set = vi.fn();
    const container = drawHero(englishWithNewHeroTitle(), set);
    const mark = [...container.querySelectorAll("button")].find((button) => button.textContent === "Mark as translated")!;
    act(() => mark.click());
    expect(set).toHaveBeenCalledWith(["sections", 0, "translated"], expect.objectContaining({ subtitle: "b630d28b" }));
    view!.unmount();
    view = undefined;
    const upToDate = drawHero(parse(englishText));
    expect([...upToDate.querySelectorAll("button")].some((button) => button.textContent === "Mark as translated")).toBe(false);
    expect(upToDate.querySelector("[data-translation-bar]")?.textContent).toBe("Up to date with the English.");
  });
});

describe("an Arabic edit and Mark as translated", () => {
  it("make one change set whose YAML diff is the field and its fingerprint", () => {
    const file = { path: arabicPath, kind: "page" as const, text: arabicText, version: "v1", data: parse(arabicText), sectionLines: [] };
    let state: StudioState = reducer(initialState, {
      type: "loaded",
      content: { brand: "Verdavia", root: "", files: [file], media: [], icons: {}, blocks: [], problems: [], firstDrawing: { pages: {} } },
      kept: {},
    });
    state = reducer(state, { type: "select-file", path: arabicPath });
    const english = englishWithNewHeroTitle();
    // The translator types the new Arabic, then marks the section: both are edits of the one file, saved together.
    state = reducer(state, { type: "change", change: { op: "set", path: ["sections", 0, "title"], value: "تعرّف إلى Verdavia من جديد" }, typing: true });
    for (const change of markTranslatedChanges(english, currentData(state.files[arabicPath]!), [0])) state = reducer(state, { type: "change", change });
    const changes: Change[] = state.files[arabicPath]!.changes;
    expect(changes).toHaveLength(2);

    const saved = applyChanges(arabicText, changes, { keyOrder: schemaKeyOrder(arabicPath) });
    const before = arabicText.split("\n");
    const after = saved.split("\n");
    expect(after).toHaveLength(before.length);
    const changed = before.flatMap((line, index) => (line === after[index] ? [] : [[line, after[index]]]));
    expect(changed).toEqual([
      ["    title: تعرّف إلى Verdavia", "    title: تعرّف إلى Verdavia من جديد"],
      ["      title: 16a525fc", `      title: ${(markTranslatedChanges(english, parse(arabicText), [0])[0] as { value: Record<string, string> }).value.title}`],
    ]);
    expect(parse(saved).sections[0].translated.subtitle).toBe("b630d28b");
  });
});
