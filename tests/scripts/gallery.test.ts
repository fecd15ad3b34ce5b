import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readMediaLibrary } from "../../scripts/content/media-library.ts";
import { problemLine } from "../../src/validation/report.ts";
import { galleryContent } from "../../scripts/gallery/vite-plugin.ts";
import { asSectionItem } from "../../scripts/schema/block-examples.ts";
import { iconNames } from "../../src/content/icon-names.ts";
import { edit, problemsFor, validHome } from "../fixtures/content.ts";

const cardsFile = "src/blocks/Cards/example.yaml";
const cards = readFileSync(cardsFile, "utf8");
const heroFile = "src/blocks/Hero/example.yaml";
const hero = readFileSync(heroFile, "utf8");
const media = readMediaLibrary("public");

describe("the gallery's content", () => {
  it("carries the drawing of every icon content may name, for the icon catalogue", () => {
    const { icons } = galleryContent();
    expect(Object.keys(icons).sort()).toEqual([...iconNames].sort());
    for (const name of iconNames) expect(icons[name]!.length, name).toBeGreaterThan(0);
  });

  it("renders every shipped example, with no problems", () => {
    const { entries, page } = galleryContent(undefined, media);
    expect(entries.filter((entry) => entry.problems)).toEqual([]);
    expect(page!.sections.map((section) => section.type)).toEqual(entries.map((entry) => entry.type));
  });

  it("words a broken example's problem as `npm run validate` does, at the example's own line and column", () => {
    const broken = edit(cards, "icon: leaf", "icon: leef");
    const { entries, page } = galleryContent([{ type: "cards", file: cardsFile, yaml: broken }], media);
    const line = broken.split("\n").findIndex((text) => text.includes("leef")) + 1;
    const column = broken.split("\n")[line - 1]!.indexOf("leef") + 1;
    // The same mistake in a page file, as the validator reports it there.
    const inPage = problemsFor({ "content/pages/home.yaml": `${validHome}${asSectionItem(broken)}\n` }).find((problem) => problem.code === "invalid-choice")!;
    expect(entries[0]!.problems).toEqual([`${cardsFile}:${line}:${column}  error  items[0].icon  ${inPage.message}`]);
    expect(entries[0]!.problems![0]).toBe(problemLine({ ...inPage, file: cardsFile, line, column, path: "items[0].icon" }));
    expect(page!.sections).toEqual([]);
  });

  it("lists an example that is not valid YAML with the validator's words, instead of failing to load", () => {
    const broken = edit(cards, "title: Benefits for Airlines", 'title: "Benefits for Airlines');
    const { entries } = galleryContent([{ type: "cards", file: cardsFile, yaml: broken }], media);
    expect(entries[0]!.problems).toHaveLength(1);
    expect(entries[0]!.problems![0]).toMatch(/^src\/blocks\/Cards\/example\.yaml:4:8 {2}error {2}\(file\) {2}This quoted text is never closed\./);
  });

  it("checks an example's local pictures against public/, as content's are", () => {
    const broken = edit(hero, "src: /media/hero-poster.svg", "src: /media/hero-postr.svg");
    const { entries } = galleryContent([{ type: "hero", file: heroFile, yaml: broken }], media);
    expect(entries[0]!.problems).toEqual([expect.stringMatching(/^src\/blocks\/Hero\/example\.yaml:7:8 {2}error {2}image\.src {2}There is no file public\/media\/hero-postr\.svg\..*"\/media\/hero-poster\.svg"/)]);
  });
});
