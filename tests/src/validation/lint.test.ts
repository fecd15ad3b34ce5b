import { describe, expect, it } from "vitest";
import { validateSources } from "../../../src/validation/validate.ts";
import { withBlockMeta } from "../../fixtures/block-meta.ts";
import { edit, only, problemsFor, siteSources, validAbout, validContact, validHome, validSite } from "../../fixtures/content.ts";

describe("content lint", () => {
  it("finds nothing in the valid fixture", () => {
    expect(validateSources(siteSources()).stats).toMatchObject({ errors: 0, warnings: 0 });
  });

  it("refuses a second hero: a page has one main heading", () => {
    const result = validateSources(siteSources({ "content/pages/contact.yaml": `${validContact}  - type: hero\n    title: Again\n` }));
    const problem = only(result.problems);
    expect(problem).toMatchObject({ severity: "error", code: "second-main-heading", line: 7, column: 11, path: "sections[1].type" });
    expect(problem.message).toBe("A page has one hero (its main heading) and this page already has one at sections[0]. Use a text or cta block here instead.");
    expect(result.content).toBeUndefined();
  });

  it("warns about a page without a hero, and still builds", () => {
    const result = validateSources(siteSources({ "content/pages/contact.yaml": edit(validContact, "  - type: hero\n    title: Get In Touch", "  - type: text\n    title: Get In Touch\n    body:\n      - Write to us.") }));
    const problem = only(result.problems);
    expect(problem).toMatchObject({ severity: "warning", code: "missing-main-heading", line: 5, column: 3, path: "sections" });
    expect(result.content).toBeDefined();
    expect(result.stats).toMatchObject({ errors: 0, warnings: 1 });
  });

  it("warns when the hero is not the first section", () => {
    const text = edit(validAbout, "  - type: hero\n    title: About\n", "") + "  - type: hero\n    title: About\n";
    const problem = only(problemsFor({ "content/pages/about.yaml": text }));
    expect(problem).toMatchObject({ severity: "warning", code: "main-heading-not-first", line: 11, column: 11, path: "sections[1].type" });
    expect(problem.message).toContain('comes after "Our Mission"');
  });

  it("warns when headings skip a level: cards without a section title straight after the hero", () => {
    const problem = only(problemsFor({ "content/pages/about.yaml": edit(validAbout, "    title: Our Mission\n", "") }));
    expect(problem).toMatchObject({ severity: "warning", code: "heading-level-skipped", line: 10, column: 16, path: "sections[1].items[0].title" });
    expect(problem.message).toBe('"Mission" is a level-3 heading, but the heading before it, "About", is level 1. Give this section a title: so the page outline skips no level.');
  });

  it("reads each block's headings from its meta.ts", () => {
    const pages = { "content/pages/about.yaml": edit(validAbout, "    title: Our Mission\n", "") };
    expect(only(problemsFor(pages)).code).toBe("heading-level-skipped");
    // Were cards to render their items as level-2 headings, nothing would be skipped.
    const flatCards = withBlockMeta("cards", { outline: (block) => block.items.map((item, index) => ({ level: 2, path: ["items", index, "title"], text: item.title })) }, () => problemsFor(pages));
    expect(flatCards).toEqual([]);
  });

  it("warns about link text that says nothing out of context, in pages and in site.yaml", () => {
    const problems = problemsFor({
      "content/pages/home.yaml": edit(validHome, "label: Get In Touch", "label: Click here!"),
      "content/site.yaml": edit(validSite, "label: Privacy Policy", "label: https://example.com/privacy"),
    });
    expect(problems.map((problem) => [problem.file, problem.line, problem.column, problem.code, problem.severity])).toEqual([
      ["content/pages/home.yaml", 22, 16, "vague-link-text", "warning"],
      ["content/site.yaml", 22, 14, "address-as-link-text", "warning"],
    ]);
    expect(problems[0]!.message).toContain('"Click here!" doesn\'t say where the link goes.');
  });

  it("accepts the specification's Learn More, whose card gives it context", () => {
    expect(problemsFor({ "content/pages/home.yaml": edit(validHome, "label: Commitment", "label: Learn More") })).toEqual([]);
  });

  it("refuses empty link text as an error", () => {
    const problem = only(problemsFor({ "content/pages/home.yaml": edit(validHome, "label: Get In Touch", 'label: ""') }));
    expect(problem).toMatchObject({ severity: "error", path: "sections[2].actions[0].label" });
  });

  it("warns about alt text that is a file name or repeats that it is an image", () => {
    const withImage = (alt: string) => edit(validAbout, "      - title: Mission\n", `      - title: Mission\n        image:\n          src: /media/team.jpg\n          alt: ${alt}\n`);
    const fileName = only(problemsFor({ "content/pages/about.yaml": withImage("team-photo.JPG") }));
    expect(fileName).toMatchObject({ severity: "warning", code: "meaningless-alt-text", line: 14, column: 16, path: "sections[1].items[0].image.alt" });
    const prefixed = only(problemsFor({ "content/pages/about.yaml": withImage("Picture of our team at the refinery") }));
    expect(prefixed).toMatchObject({ severity: "warning", code: "redundant-alt-prefix" });
    expect(prefixed.message).toContain('Start with what it shows: "Our team at the refinery"');
    expect(problemsFor({ "content/pages/about.yaml": withImage("Our team at the refinery") })).toEqual([]);
  });
});
