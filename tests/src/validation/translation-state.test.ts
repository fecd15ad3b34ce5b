import { describe, expect, it } from "vitest";
import { translationStates } from "../../../src/validation/translation-state.ts";
import { edit, siteSources, validAbout, validHome } from "../../fixtures/content.ts";
import { arabicContact, bilingualSources } from "../../fixtures/translations.ts";

const statesFor = (overrides: Record<string, string | null>) =>
  Object.fromEntries(translationStates(bilingualSources(overrides)).map((state) => [state.englishPath, [state.state, state.behind]]));

describe("translationStates", () => {
  it("lists every English page in each declared language, with where its translation lives", () => {
    expect(translationStates(bilingualSources())).toEqual(
      ["about", "contact", "home", "not-found"].map((name) => ({ locale: "ar", englishPath: `content/pages/${name}.yaml`, translationPath: `content/ar/pages/${name}.yaml`, state: "translated", behind: 0, untranslated: 0 })),
    );
  });

  it("counts the sections a translation is behind: changed in English, added there, or never marked", () => {
    const changedTwo = edit(edit(validHome, "title: Our Approach", "title: How We Work"), "title: Ready?", "title: Ready to fly cleaner?");
    const added = edit(validAbout, "  - type: cards\n", "  - type: text\n    title: Our Story\n    body:\n      - We began in 2020.\n  - type: cards\n");
    const neverMarked = arabicContact.slice(0, arabicContact.indexOf("    translated:"));
    expect(statesFor({ "content/pages/home.yaml": changedTwo, "content/pages/about.yaml": added, "content/ar/pages/contact.yaml": neverMarked })).toEqual({
      "content/pages/home.yaml": ["behind", 2],
      "content/pages/about.yaml": ["behind", 1],
      "content/pages/contact.yaml": ["behind", 1],
      "content/pages/not-found.yaml": ["translated", 0],
    });
  });

  it("counts a section inserted, removed or moved in English as one, whatever its type's neighbours", () => {
    const inserted = edit(validHome, "  - type: cta\n", "  - type: cta\n    title: Talk to our fuel team\n    actions:\n      - label: Call us\n        href: /contact\n  - type: cta\n");
    const cards = validHome.slice(validHome.indexOf("  - type: cards"), validHome.indexOf("  - type: cta"));
    expect(statesFor({ "content/pages/home.yaml": inserted })["content/pages/home.yaml"]).toEqual(["behind", 1]);
    expect(statesFor({ "content/pages/home.yaml": validHome.replace(cards, "") + cards })["content/pages/home.yaml"]).toEqual(["behind", 1]);
    expect(statesFor({ "content/pages/home.yaml": validHome.replace(cards, "") })["content/pages/home.yaml"]).toEqual(["behind", 1]);
  });

  it("says a page has no translation yet", () => {
    expect(statesFor({ "content/ar/pages/contact.yaml": null })).toMatchObject({ "content/pages/contact.yaml": ["missing", 0], "content/pages/about.yaml": ["translated", 0] });
  });

  it("lists nothing for a site in one language", () => {
    expect(translationStates(siteSources())).toEqual([]);
  });
});
