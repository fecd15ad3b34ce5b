import { describe, expect, it } from "vitest";
import { documentLanguage } from "../../../scripts/prerender/languages.ts";
import { markTranslated } from "../../../src/studio/translation/mark-translated.ts";
import { planTranslation } from "../../../src/studio/translation/translate-page.ts";
import { translationStates } from "../../../src/validation/translation-state.ts";
import { untranslatedFields } from "../../../src/validation/translations.ts";
import { validateSources } from "../../../src/validation/validate.ts";
import { parse } from "yaml";
import { edit, validAbout } from "../../fixtures/content.ts";
import { arabicAbout, bilingualSite, bilingualSources, lineOf } from "../../fixtures/translations.ts";

/** The bilingual fixture site at an address, with files replaced. */
const withAddress = (overrides: Record<string, string | null>) =>
  bilingualSources({ "content/site.yaml": edit(bilingualSite, "  blurb: We make fuel.\n", "  blurb: We make fuel.\n  url: https://www.example.com\n"), ...overrides });
const arabicPath = "content/ar/pages/about.yaml";
/** The Arabic About with its hero's title not written yet. */
const heroEmpty = edit(arabicAbout, "    title: من نحن\n    translated:", '    title: ""\n    translated:');

describe("a translation with texts not yet translated", () => {
  it("validates without an error: one warning, at the first empty text's line, counting every empty one", () => {
    const result = validateSources(withAddress({ [arabicPath]: edit(heroEmpty, "        text: خفض انبعاثات الطيران.", '        text: ""') }));
    expect(result.stats.errors).toBe(0);
    const [warning, ...others] = result.problems;
    expect(others).toEqual([]);
    expect(warning).toMatchObject({ file: arabicPath, line: lineOf(heroEmpty, 'title: ""'), path: "sections[0].title", severity: "warning", code: "translation-incomplete" });
    expect(warning!.message).toMatch(/^2 fields not yet translated \(the first: sections\[0\]\.title, English "About"\)\./);
    // The studio's words name no file and no command.
    expect(warning!.editorMessage).toMatch(/^2 fields of this page are not yet translated\./);
    expect(warning!.editorMessage).not.toMatch(/content\/|\.yaml|npm/);
  });

  it("shows visitors the English page at its address until complete, kept out of search results and pointing at the English", () => {
    const content = validateSources(withAddress({ [arabicPath]: heroEmpty })).content!;
    const page = content.pages.find((candidate) => candidate.route === "/ar/about")!;
    expect(page).toMatchObject({ locale: "ar", contentLocale: "en", title: "About" });
    expect(page.sections[0]).toMatchObject({ type: "hero", title: "About" });
    expect(documentLanguage(page, content)).toMatchObject({ noindex: true, canonicalUrl: "https://www.example.com/about/", alternates: [] });
    // Written out, the same page is the Arabic one again.
    const complete = validateSources(withAddress({})).content!.pages.find((candidate) => candidate.route === "/ar/about")!;
    expect(complete.contentLocale).toBeUndefined();
    expect(complete.title).toBe("من نحن");
  });

  it("is still an error where the English has no words to stand in: an English page's empty text, or a section the English lacks", () => {
    const englishEmpty = validateSources(withAddress({ "content/pages/about.yaml": edit(validAbout, "    title: About\n", '    title: ""\n') })).problems;
    expect(englishEmpty.filter((found) => found.severity === "error").map((found) => `${found.file} ${found.path}`)).toEqual(["content/pages/about.yaml sections[0].title"]);
    const extra = edit(arabicAbout, "  - type: cards\n", '  - type: text\n    title: ""\n    body:\n      - نص\n  - type: cards\n');
    expect(validateSources(withAddress({ [arabicPath]: extra })).problems.filter((found) => found.severity === "error").map((found) => found.path)).toEqual(["sections[1].title"]);
  });

  it("counts as fields to translate in the translation states, before any drift", () => {
    const states = translationStates(bilingualSources({ [arabicPath]: heroEmpty, "content/pages/about.yaml": edit(validAbout, "title: Our Mission", "title: Our Aims") }));
    expect(states.find((state) => state.translationPath === arabicPath)).toMatchObject({ state: "incomplete", untranslated: 1, behind: 1 });
  });

  it("is never marked as translated while a text of the section is empty", () => {
    const english = edit(validAbout, "    title: About\n", "    title: About Us\n");
    const marked = markTranslated(english, heroEmpty, arabicPath);
    expect(marked).toBe(heroEmpty);
  });
});

describe("Translate this page", () => {
  const planned = planTranslation("content/pages/about.yaml", `# yaml-language-server: $schema=../schema/page.schema.json\n${validAbout.replace("description: About us.\n", "description: About us.\nupdated: 2026-11-20\n")}`, "ar");

  it("makes the English structure with every text empty, in the English key order, with no record of translation", () => {
    expect(planned.path).toBe(arabicPath);
    expect(planned.text).toBe(`# yaml-language-server: $schema=../../schema/page.schema.json
route: /about
title: ""
description: ""
sections:
  - type: hero
    title: ""
  - type: cards
    id: mission
    title: ""
    items:
      - title: ""
        text: ""
`);
    expect(untranslatedFields(parse(validAbout), parse(planned.text)).map((field) => field.english)).toEqual(["About", "About us.", "About", "Our Mission", "Mission", "Cut aviation emissions."]);
  });

  it("validates as a translation not yet written: no error, the English page at its address", () => {
    const result = validateSources(withAddress({ [arabicPath]: planned.text }));
    expect(result.stats.errors).toBe(0);
    expect(result.problems.map((found) => found.code)).toEqual(["translation-incomplete"]);
    expect(result.content!.pages.find((candidate) => candidate.route === "/ar/about")!.contentLocale).toBe("en");
  });
});
