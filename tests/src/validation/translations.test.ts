import { describe, expect, it } from "vitest";
import { fingerprint } from "../../../src/validation/translations.ts";
import { validateSources } from "../../../src/validation/validate.ts";
import { edit, only, validAbout, validHome } from "../../fixtures/content.ts";
import { arabicAbout, arabicHome, arabicSite, bilingualSources, bilingualSite, lineOf } from "../../fixtures/translations.ts";

const problemsFor = (overrides: Record<string, string | null>) => validateSources(bilingualSources(overrides)).problems;

describe("fingerprint", () => {
  it("is 8 hex digits of FNV-1a, the same for the same text every time", () => {
    expect(fingerprint("")).toBe("811c9dc5");
    expect(fingerprint("a")).toBe("e40c292c");
    expect(fingerprint("Our Mission")).toMatch(/^[0-9a-f]{8}$/);
    expect(fingerprint("Our Mission")).toBe(fingerprint("Our Mission"));
    expect(fingerprint("Our Mission")).not.toBe(fingerprint("Our mission"));
  });

  it("reads a text the same however its accents are encoded", () => {
    expect(fingerprint("caf\u00e9")).toBe(fingerprint("cafe\u0301"));
  });
});

describe("a translation checked against its English page", () => {
  it("finds nothing to say while every translation matches its English", () => {
    const result = validateSources(bilingualSources());
    expect(result.problems).toEqual([]);
    expect(result.content?.pages.map((page) => page.route)).toEqual(["/about", "/contact", "/", "*", "/ar/about", "/ar/contact", "/ar", "/ar/*"]);
  });

  it("names a changed English field once, at the translation's line for it, and nothing in the sections that did not change", () => {
    const problem = only(problemsFor({ "content/pages/about.yaml": edit(validAbout, "text: Cut aviation emissions.", "text: Cut aviation emissions by 80%.") }));
    expect(problem).toMatchObject({ file: "content/ar/pages/about.yaml", line: lineOf(arabicAbout, "text: خفض"), path: "sections[1].items[0].text", code: "translation-behind", severity: "warning" });
    expect(problem.message).toContain('items[0].text now reads "Cut aviation emissions by 80%."');
  });

  it("says where a section added in English belongs in the translation", () => {
    const added = edit(validAbout, "  - type: cards\n", "  - type: text\n    title: Our Story\n    body:\n      - We began in 2020.\n  - type: cards\n");
    const problem = only(problemsFor({ "content/pages/about.yaml": added }));
    expect(problem).toMatchObject({ file: "content/ar/pages/about.yaml", line: lineOf(arabicAbout, "- type: cards"), code: "translation-section-missing", severity: "warning" });
    expect(problem.message).toContain('the text section "Our Story" (sections[1]) before this section');
  });

  it("names a section the English no longer has at its line in the translation", () => {
    const removed = validHome.slice(0, validHome.indexOf("  - type: cta"));
    const problem = only(problemsFor({ "content/pages/home.yaml": removed }));
    expect(problem).toMatchObject({ file: "content/ar/pages/home.yaml", line: lineOf(arabicHome, "- type: cta"), path: "sections[2].type", code: "translation-section-extra", severity: "warning" });
    expect(problem.message).toContain("This cta section has no counterpart in the English page (content/pages/home.yaml)");
  });

  it("names a section moved in English once, as moved, with nothing behind in its text", () => {
    const cards = validHome.slice(validHome.indexOf("  - type: cards"), validHome.indexOf("  - type: cta"));
    const moved = validHome.replace(cards, "") + cards;
    const problems = problemsFor({ "content/pages/home.yaml": moved });
    // Moving the cards after the call to action is moving the call to action before them: one of the two is named.
    expect(problems.map(({ file, line, code }) => ({ file, line, code }))).toEqual([{ file: "content/ar/pages/home.yaml", line: lineOf(arabicHome, "- type: cta"), code: "translation-section-moved" }]);
    expect(problems[0]!.message).toContain('at another place: after the hero section "Fueling a Greener Tomorrow" (sections[0])');
  });

  it("names only a section inserted before another of its type, and pairs the other with its own translation", () => {
    const inserted = edit(validHome, "  - type: cta\n    title: Ready?", "  - type: cta\n    title: Talk to our fuel team\n    actions:\n      - label: Call us\n        href: /contact\n  - type: cta\n    title: Ready?");
    const problem = only(problemsFor({ "content/pages/home.yaml": inserted }));
    expect(problem).toMatchObject({ file: "content/ar/pages/home.yaml", line: lineOf(arabicHome, "- type: cta"), code: "translation-section-missing" });
    expect(problem.message).toContain('the cta section "Talk to our fuel team" (sections[2]) before this section');
  });

  it("pairs an edited section with its own translation when another of its type is inserted before it, quoting its own English", () => {
    const both = edit(validHome, "  - type: cta\n    title: Ready?", "  - type: cta\n    title: Talk to our fuel team\n    actions:\n      - label: Call us\n        href: /contact\n  - type: cta\n    title: Ready to fly cleaner?");
    const problems = problemsFor({ "content/pages/home.yaml": both });
    expect(problems.map(({ code }) => code).sort()).toEqual(["translation-behind", "translation-section-missing"]);
    const behind = problems.find(({ code }) => code === "translation-behind")!;
    expect(behind).toMatchObject({ path: "sections[2].title" });
    expect(behind.message).toContain('title now reads "Ready to fly cleaner?"');
  });

  it("refuses a translation whose route is not its English page's", () => {
    const problems = problemsFor({ "content/ar/pages/about.yaml": edit(arabicAbout, "route: /about", "route: /man-nahnu") });
    const inFile = problems.filter((problem) => problem.file === "content/ar/pages/about.yaml");
    expect(only(inFile)).toMatchObject({ line: 1, code: "translation-route", severity: "error", suggestion: "/about" });
    // And the Arabic links to /about, which no Arabic page has now, are refused where they are.
    expect(problems.filter((problem) => problem.file !== "content/ar/pages/about.yaml").map((problem) => [problem.file, problem.code])).toEqual([
      ["content/ar/pages/home.yaml", "unknown-route"],
      ["content/ar/pages/home.yaml", "unknown-route"],
      ["content/ar/site.yaml", "unknown-route"],
    ]);
  });

  it("refuses a translation with no English page of its name", () => {
    const problem = only(problemsFor({ "content/ar/pages/team.yaml": edit(arabicAbout, "route: /about", "route: /team") }));
    expect(problem).toMatchObject({ file: "content/ar/pages/team.yaml", code: "translation-without-english", severity: "error" });
    expect(problem.message).toContain("content/pages/team.yaml does not exist");
  });

  it("warns of an English page with no translation, which shows in English at its Arabic address", () => {
    const result = validateSources(bilingualSources({ "content/ar/pages/contact.yaml": null }));
    expect(only(result.problems)).toMatchObject({ file: "content/pages/contact.yaml", line: 1, path: "route", code: "untranslated-page", severity: "warning" });
    expect(result.content?.pages.find((page) => page.route === "/ar/contact")).toMatchObject({ locale: "ar", contentLocale: "en", title: "Contact" });
  });
});

describe("a translation's site.yaml", () => {
  it("refuses a missing engine word at its words: line, naming the key and its English", () => {
    const problem = only(problemsFor({ "content/ar/site.yaml": arabicSite.replace(/^ {2}tryAgain: .*\n/m, "") }));
    // At the first word under words:, where the missing one belongs.
    expect(problem).toMatchObject({ file: "content/ar/site.yaml", line: lineOf(arabicSite, "words:") + 1, code: "missing-words", severity: "error" });
    expect(problem.message).toContain('tryAgain ("Try again")');
  });

  it("refuses a language folder content/site.yaml does not declare", () => {
    const problems = problemsFor({ "content/fr/site.yaml": arabicSite });
    expect(only(problems)).toMatchObject({ file: "content/fr/site.yaml", code: "undeclared-locale", severity: "error" });
    expect(problems[0]!.message).toContain("content/fr/ is not a language of the site");
  });

  it("refuses a declared language without its site.yaml", () => {
    const problem = only(problemsFor({ "content/ar/site.yaml": null, "content/ar/pages/about.yaml": null, "content/ar/pages/contact.yaml": null, "content/ar/pages/home.yaml": null, "content/ar/pages/not-found.yaml": null }));
    expect(problem).toMatchObject({ file: "content/site.yaml", line: lineOf(bilingualSite, "- code: en"), path: "locales", code: "missing-locale-site", severity: "error" });
  });

  it("refuses locales: and studio:, which content/site.yaml sets for every language", () => {
    const withSettings = `${arabicSite}locales:\n  - code: ar\n    name: العربية\nstudio:\n  repository: example/site\n`;
    const problems = problemsFor({ "content/ar/site.yaml": withSettings });
    expect(problems.map(({ file, line, code, severity }) => ({ file, line, code, severity }))).toEqual([
      { file: "content/ar/site.yaml", line: lineOf(withSettings, "- code: ar"), code: "translation-site-setting", severity: "error" },
      { file: "content/ar/site.yaml", line: lineOf(withSettings, "repository:"), code: "translation-site-setting", severity: "error" },
    ]);
  });
});
