import { describe, expect, it, vi } from "vitest";
import { parse } from "yaml";
import { validateSources } from "../../../src/validation/validate.ts";
import { edit, only, problemsFor, siteSources, validAbout, validContact, validHome, validNotFound, validSite } from "../../fixtures/content.ts";

describe("validateSources", () => {
  it("accepts the valid fixture and returns plain content", () => {
    const result = validateSources(siteSources());
    expect(result.problems).toEqual([]);
    expect(result.content?.pages.map((page) => page.route).sort()).toEqual(["*", "/", "/about", "/contact"]);
    expect(result.stats).toMatchObject({ pages: 4, sections: 7, errors: 0 });
  });

  it("applies schema defaults so components get complete props", () => {
    const home = validateSources(siteSources()).content!.pages.find((page) => page.route === "/")!;
    expect(home.sections[0]).toMatchObject({ type: "hero", size: "page", actions: [{ variant: "primary", size: "md" }] });
  });

  it("names an unknown block type at its value, with the closest type", () => {
    const problem = only(problemsFor({ "content/pages/home.yaml": edit(validHome, "  - type: cta", "  - type: ctaa") }));
    expect(problem).toMatchObject({ file: "content/pages/home.yaml", line: 19, column: 11, path: "sections[2].type", code: "unknown-block-type", suggestion: "cta" });
    expect(problem.message).toBe('Unknown block type "ctaa". Did you mean "cta"?');
  });

  it("lists the block types when nothing is close", () => {
    const problem = only(problemsFor({ "content/pages/home.yaml": edit(validHome, "  - type: cta", "  - type: carousel") }));
    expect(problem.message).toBe('Unknown block type "carousel". The blocks are: auth, cards, cta, faq, form, hero, latest, media, prose, search, stats, table, testimonials, text.');
  });

  it("reports a section without a type at the section", () => {
    const problem = only(problemsFor({ "content/pages/home.yaml": edit(validHome, "  - type: cta\n    title: Ready?", "  - title: Ready?") }));
    expect(problem).toMatchObject({ line: 19, column: 5, path: "sections[2]", code: "missing-block-type" });
    expect(problem.message).toContain("auth, cards, cta, faq, form, hero, latest, media, prose, search, stats, table, testimonials, text");
  });

  it("reports a misspelt key at the key, suggests the right one, and does not also call the field missing", () => {
    const problem = only(problemsFor({ "content/pages/home.yaml": edit(validHome, "    title: Ready?", "    titel: Ready?") }));
    expect(problem).toMatchObject({ line: 20, column: 5, endLine: 20, endColumn: 10, path: "sections[2].titel", code: "unknown-field", suggestion: "title" });
    expect(problem.message).toBe('Unknown field "titel". Did you mean "title"?');
  });

  it("lists the allowed fields for an unknown key that resembles none", () => {
    const problem = only(problemsFor({ "content/pages/home.yaml": edit(validHome, "    title: Ready?", "    title: Ready?\n    colour: red") }));
    expect(problem).toMatchObject({ line: 21, column: 5, code: "unknown-field" });
    expect(problem.message).toBe('Unknown field "colour". Fields allowed here: type, id, title, text, actions, tone, translated.');
  });

  it("reports a missing required field at the block that lacks it", () => {
    const problem = only(problemsFor({ "content/pages/home.yaml": edit(validHome, "    title: Fueling a Greener Tomorrow\n", "") }));
    expect(problem).toMatchObject({ line: 5, column: 5, path: "sections[0].title", code: "missing-field", message: 'Missing required field "title".' });
  });

  it("reports a wrong type in plain words", () => {
    const problem = only(problemsFor({ "content/pages/home.yaml": edit(validHome, "title: Home", "title: [Home, Page]") }));
    expect(problem).toMatchObject({ line: 2, column: 8, path: "title", code: "wrong-type" });
    expect(problem.message).toBe('"title" should be text, but it is a list.');
  });

  it("asks for quotes when a number stands where text belongs", () => {
    const problem = only(problemsFor({ "content/pages/home.yaml": edit(validHome, "title: Ready?", "title: 2030") }));
    expect(problem.message).toBe('"title" should be text, but it is a number (2030). Put it in quotes so it shows exactly as written.');
  });

  it("suggests the closest allowed value for a misspelt choice", () => {
    const problem = only(problemsFor({ "content/pages/not-found.yaml": edit(validNotFound, "size: compact", "size: compcat") }));
    expect(problem).toMatchObject({ file: "content/pages/not-found.yaml", line: 6, column: 11, path: "sections[0].size", suggestion: "compact" });
    expect(problem.message).toBe('"compcat" is not allowed for size. Did you mean "compact"? Allowed: full, page, compact.');
  });

  it("refuses an unknown icon name with a suggestion", () => {
    const problem = only(problemsFor({ "content/pages/home.yaml": edit(validHome, "icon: leaf", "icon: lef") }));
    expect(problem).toMatchObject({ line: 15, column: 15, path: "sections[1].items[0].icon", suggestion: "leaf" });
  });

  it("reports a link to a missing route with the closest route", () => {
    const problem = only(problemsFor({ "content/pages/home.yaml": edit(validHome, "href: /contact", "href: /contcat") }));
    expect(problem).toMatchObject({ line: 23, column: 15, path: "sections[2].actions[0].href", code: "unknown-route", suggestion: "/contact" });
    expect(problem.message).toBe('No page has the route "/contcat". Did you mean "/contact"?');
  });

  it("reports an anchor that names no section on the target page", () => {
    const problem = only(problemsFor({ "content/pages/home.yaml": edit(validHome, "/about#mission", "/about#misson") }));
    expect(problem).toMatchObject({ line: 18, column: 17, path: "sections[1].items[0].link.href", code: "unknown-anchor", suggestion: "/about#mission" });
    expect(problem.message).toBe('No section on the page "/about" (content/pages/about.yaml) has the id "misson". Did you mean "#mission"?');
  });

  it("checks a bare #anchor against the page it is on", () => {
    expect(problemsFor({ "content/pages/home.yaml": edit(validHome, "href: /about#mission", "href: \"#approach\"") })).toEqual([]);
    const problem = only(problemsFor({ "content/pages/home.yaml": edit(validHome, "href: /about#mission", "href: \"#mission\"") }));
    expect(problem.message).toBe('No section on this page has the id "mission". Ids there: approach.');
  });

  it("refuses a bare #anchor in the site file, which has no page of its own", () => {
    const problem = only(problemsFor({ "content/site.yaml": edit(validSite, "href: /contact", 'href: "#faq"') }));
    expect(problem).toMatchObject({ file: "content/site.yaml", line: 9, column: 13, code: "anchor-without-route" });
  });

  it.each([
    ["javascript:alert(1)", '"javascript:" links are not allowed'],
    ["data:text/html;base64,PHNjcmlwdD4=", '"data:" links are not allowed'],
    ["www.example.com", 'Did you mean "https://www.example.com"?'],
    ["contact", 'Did you mean "/contact"?'],
    ["info@example.com", 'Did you mean "mailto:info@example.com"?'],
    ["ftp://example.com/file", "A link must be a page route"],
    ["#/about?section=team", 'In content, write the route and the section: "/about#team"'],
    ["/#/about#team", 'In content, write the route and the section: "/about#team"'],
    ["#/contact", 'In content, write the route: "/contact"'],
  ])("refuses the link %s with advice", (href, advice) => {
    const problem = only(problemsFor({ "content/pages/home.yaml": edit(validHome, "href: /about\n", `href: "${href}"\n`) }));
    expect(problem).toMatchObject({ line: 9, column: 15, path: "sections[0].actions[0].href" });
    expect(problem.message).toContain(advice);
  });

  it("accepts https, mailto and tel links", () => {
    for (const href of ["https://example.com/a?b=c", "mailto:info@example.com", "tel:+44 20 7946 0000"]) {
      expect(problemsFor({ "content/pages/home.yaml": edit(validHome, "href: /about\n", `href: "${href}"\n`) })).toEqual([]);
    }
  });

  it("warns about http links without failing", () => {
    const result = validateSources(siteSources({ "content/pages/home.yaml": edit(validHome, "href: /about\n", "href: http://example.com\n") }));
    expect(result.problems).toMatchObject([{ severity: "warning", code: "insecure-link", suggestion: "https://example.com" }]);
    expect(result.stats.errors).toBe(0);
    expect(result.content).toBeDefined();
  });

  it("refuses HTML in text", () => {
    const problem = only(problemsFor({ "content/pages/home.yaml": edit(validHome, "title: Ready?", "title: Ready?<br>Go") }));
    expect(problem).toMatchObject({ line: 20, column: 12, path: "sections[2].title" });
    expect(problem.message).toContain("can't contain HTML tags");
  });

  it("requires alt text or decorative: true on images", () => {
    const withImage = edit(validHome, "    title: Fueling a Greener Tomorrow\n", "    title: Fueling a Greener Tomorrow\n    image:\n      src: /media/hero.jpg\n");
    const problem = only(problemsFor({ "content/pages/home.yaml": withImage }));
    expect(problem).toMatchObject({ line: 8, column: 7, path: "sections[0].image" });
    expect(problem.message).toContain("alt:");
    const decorative = edit(withImage, "src: /media/hero.jpg", "src: /media/hero.jpg\n      decorative: true");
    expect(problemsFor({ "content/pages/home.yaml": decorative })).toEqual([]);
  });

  it("reports a duplicate route at the second file's route", () => {
    const problem = only(problemsFor({ "content/pages/contact.yaml": edit(validContact, "route: /contact", "route: /about") }).filter((p) => p.code === "duplicate-route"));
    expect(problem).toMatchObject({ file: "content/pages/contact.yaml", line: 1, column: 8 });
    expect(problem.message).toContain("content/pages/about.yaml");
  });

  it("names pages and sections for an editor, never a file: a route, an id or an anchor already taken or missing", () => {
    const problems = [
      ...problemsFor({ "content/pages/contact.yaml": edit(validContact, "route: /contact", "route: /about") }).filter((p) => p.code === "duplicate-route"),
      ...problemsFor({ "content/pages/home.yaml": edit(validHome, "/about#mission", "/about#misson") }),
      ...problemsFor({ "content/site.yaml": edit(validSite, "href: /contact", 'href: "#faq"') }),
      ...problemsFor({ "content/pages/about.yaml": `${validAbout}  - type: cta\n    id: mission\n    title: Again\n    actions:\n      - label: Back to home\n        href: /\n` }),
      ...problemsFor({ "content/pages/other-404.yaml": validNotFound }),
    ];
    expect(problems.map((p) => p.code).sort()).toEqual(["anchor-without-route", "duplicate-id", "duplicate-not-found", "duplicate-route", "unknown-anchor"]);
    for (const problem of problems) expect(problem.editorMessage).not.toMatch(/content\/|\.ya?ml\b|sections\[/);
    const aboutTitle = (parse(validAbout) as { title: string }).title;
    expect(problems.find((p) => p.code === "duplicate-route")?.editorMessage).toBe(`The route "/about" is already used by the page “${aboutTitle}”. Each page needs its own route.`);
    expect(problems.find((p) => p.code === "unknown-anchor")?.editorMessage).toBe(`No section on the page “${aboutTitle}” has the id "misson". Did you mean "#mission"?`);
    expect(problems.find((p) => p.code === "duplicate-id")?.editorMessage).toMatch(/already used by section \d+ on this page/);
  });

  it("requires exactly one not-found page", () => {
    const missing = only(problemsFor({ "content/pages/not-found.yaml": null }));
    expect(missing).toMatchObject({ file: "content/pages/not-found.yaml", line: 1, column: 1, code: "missing-not-found" });
    const twice = only(problemsFor({ "content/pages/other-404.yaml": validNotFound }));
    expect(twice).toMatchObject({ file: "content/pages/other-404.yaml", line: 1, column: 8, code: "duplicate-not-found" });
  });

  it("reports a duplicate section id on one page", () => {
    const problem = only(problemsFor({ "content/pages/about.yaml": `${validAbout}  - type: cta\n    id: mission\n    title: Again\n    actions:\n      - label: Back to home\n        href: /\n` }));
    expect(problem).toMatchObject({ file: "content/pages/about.yaml", line: 14, column: 9, path: "sections[2].id", code: "duplicate-id" });
  });

  it("refuses an invalid route format", () => {
    const problem = only(problemsFor({ "content/pages/contact.yaml": edit(validContact, "route: /contact", "route: Contact Us") }).filter((p) => p.file.endsWith("contact.yaml")));
    expect(problem).toMatchObject({ line: 1, column: 8, path: "route" });
    expect(problem.message).toContain('A route starts with "/"');
  });

  it("locates a YAML syntax error where the mistake is", () => {
    const problem = only(problemsFor({ "content/pages/contact.yaml": edit(validContact, "title: Contact", 'title: "Contact') }));
    expect(problem).toMatchObject({ file: "content/pages/contact.yaml", line: 2, column: 8, code: "yaml-missing-char" });
    expect(problem.message).toBe('This quoted text is never closed. Add the closing " at the end of the text.');
  });

  it("reports a key written twice", () => {
    const problem = only(problemsFor({ "content/pages/contact.yaml": edit(validContact, "title: Contact\n", "title: Contact\ntitle: Again\n") }));
    expect(problem).toMatchObject({ line: 3, column: 1, code: "yaml-duplicate-key" });
  });

  it("reports tabs used for indentation", () => {
    const problem = only(problemsFor({ "content/pages/contact.yaml": edit(validContact, "  - type: hero", "\t- type: hero") }));
    expect(problem).toMatchObject({ line: 5, column: 1, code: "yaml-tab-as-indent" });
  });

  it("reports an empty file at its first line", () => {
    const problem = only(problemsFor({ "content/pages/contact.yaml": "# to do\n\n" }).filter((p) => p.file.endsWith("contact.yaml")));
    expect(problem).toMatchObject({ line: 1, column: 1, code: "empty-file", message: "This file is empty. It needs route, title, description and sections." });
  });

  it("reports a file that is YAML but not a page", () => {
    const problem = only(problemsFor({ "content/pages/notes.yaml": "Just some notes about the launch.\n" }));
    expect(problem).toMatchObject({ file: "content/pages/notes.yaml", line: 1, column: 1, code: "not-a-mapping" });
  });

  it("reports files that are not YAML pages, suggesting the right name", () => {
    const problems = problemsFor({ "content/pages/draft.txt": "hello", "content/pages/team.yml": "route: /team" });
    expect(problems).toMatchObject([
      { file: "content/pages/draft.txt", line: 1, column: 1, code: "not-a-page-file", suggestion: "draft.yaml" },
      { file: "content/pages/team.yml", line: 1, column: 1, code: "not-a-page-file", suggestion: "team.yaml" },
    ]);
    expect(problems[1]!.message).toBe("Page files end in .yaml, not .yml. Rename it to team.yaml.");
  });

  it("reports a binary file instead of parsing it", () => {
    const problem = only(problemsFor({ "content/pages/logo.yaml": "\u0000\u0001PNG" }));
    expect(problem.code).toBe("not-text");
  });

  it("reports a missing site file", () => {
    const problem = only(problemsFor({ "content/site.yaml": null }));
    expect(problem).toMatchObject({ file: "content/site.yaml", line: 1, column: 1, code: "missing-site-file" });
  });

  it("reports every error from every file in one run, in file order", () => {
    const result = validateSources(
      siteSources({
        "content/site.yaml": edit(validSite, "icon: linkedin", "icon: linkdin"),
        "content/pages/home.yaml": edit(edit(validHome, "  - type: cta", "  - type: ctaa"), "href: /about\n", "href: /abuot\n"),
        "content/pages/contact.yaml": edit(validContact, "title: Contact", 'title: "Contact'),
      }),
    );
    expect(result.content).toBeUndefined();
    expect(result.problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.code}`)).toEqual([
      "content/pages/contact.yaml:2:8 yaml-missing-char",
      "content/pages/home.yaml:9:15 unknown-route",
      "content/pages/home.yaml:19:11 unknown-block-type",
      "content/site.yaml:16:11 invalid-choice",
    ]);
    expect(result.stats.errors).toBe(4);
  });

  it("keeps routes of pages with other errors, so one mistake does not cascade into false link errors", () => {
    const problems = problemsFor({ "content/pages/about.yaml": edit(validAbout, "title: About\n", "") });
    expect(problems.map((p) => p.code)).toEqual(["missing-field"]);
  });

  it("never throws, whatever the text", () => {
    const junk = ["- - -", "{", "route: [", ": :", "sections: 5", "route: /\nsections:\n  - 7\n  - null\n  - []", "*a", "!!binary x", "&a [*a]"];
    for (const text of junk) {
      const result = validateSources(siteSources({ "content/pages/home.yaml": text }));
      expect(result.stats.errors).toBeGreaterThan(0);
      for (const problem of result.problems) expect(problem.line).toBeGreaterThanOrEqual(1);
    }
  });
});

describe("validation edge cases", () => {
  it("points an unclosed bracket at the last line, not past the end", () => {
    const problems = validateSources(siteSources({ "content/pages/contact.yaml": validContact.replace("title: Contact\n", "title: [unclosed\n").trimEnd() })).problems;
    const problem = problems.find((p) => p.file === "content/pages/contact.yaml")!;
    expect(problem.line).toBeLessThanOrEqual(validContact.trimEnd().split("\n").length);
  });

  it("reports a malformed internal link once, with advice", () => {
    const problems = validateSources(siteSources({ "content/pages/home.yaml": edit(validHome, "href: /contact", "href: /Contact") })).problems;
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toBe('Routes are lower-case. Did you mean "/contact"?');
  });

  it("lists the allowed values for a numeric choice", () => {
    const problems = validateSources(siteSources({ "content/pages/home.yaml": edit(validHome, "    id: approach\n", "    id: approach\n    columns: 5\n") })).problems;
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toBe('"5" is not allowed for columns. Use one of: 2, 3, 4.');
  });

  it("refuses scheme-less media addresses and internal social links", () => {
    const withImage = edit(validHome, "    title: Fueling a Greener Tomorrow\n", "    title: Fueling a Greener Tomorrow\n    image:\n      src: //tracker.example.net/pixel.gif\n      decorative: true\n");
    expect(validateSources(siteSources({ "content/pages/home.yaml": withImage })).problems.map((p) => p.path)).toEqual(["sections[0].image.src"]);
    const social = validateSources(siteSources({ "content/site.yaml": edit(validSite, "href: https://www.linkedin.com/company/example", "href: /contact") })).problems;
    expect(social.map((p) => p.path)).toEqual(["social[0].href"]);
  });
});

describe("fuzzer counterexamples (npm run fuzz)", () => {
  it("describes a group of fields given for a choice instead of printing [object Object]", () => {
    const problem = only(problemsFor({ "content/site.yaml": edit(validSite, "icon: linkedin", "icon: {}") }));
    expect(problem).toMatchObject({ path: "social[0].icon", code: "invalid-choice" });
    expect(problem.message).toBe('"icon" should be one of: linkedin, x, discord, but it is a group of fields.');
  });

  it("describes a list given as a block type instead of printing its items as a type name", () => {
    const problem = only(problemsFor({ "content/pages/home.yaml": edit(validHome, "  - type: cta", "  - type: [cta]") }));
    expect(problem).toMatchObject({ path: "sections[2].type", code: "unknown-block-type" });
    expect(problem.message).toMatch(/^"type" should name a block, but it is a list\. The blocks are: auth, /);
  });

  it('calls a missing choice field missing rather than "undefined"', () => {
    const problem = only(problemsFor({ "content/site.yaml": edit(validSite, "    icon: linkedin\n", "") }));
    expect(problem).toMatchObject({ path: "social[0].icon", code: "missing-field", message: 'Missing required field "icon".' });
  });

  it("reports a misspelt choice field once, as the misspelling", () => {
    const problem = only(problemsFor({ "content/site.yaml": edit(validSite, "    icon: linkedin\n", "    icn: linkedin\n") }));
    expect(problem).toMatchObject({ path: "social[0].icn", code: "unknown-field", suggestion: "icon" });
  });

  it("reports a list used as a key without yaml printing a Node warning to the terminal", () => {
    const emitWarning = vi.spyOn(process, "emitWarning").mockImplementation(() => {});
    try {
      const problem = only(problemsFor({ "content/pages/home.yaml": `${validHome}? [a, b]\n: c\n` }));
      expect(problem).toMatchObject({ code: "unknown-field", path: "[ a, b ]" });
      expect(emitWarning).not.toHaveBeenCalled();
    } finally {
      emitWarning.mockRestore();
    }
  });

  it("keeps positions inside their line when a syntax error swallows a folded text block", () => {
    const text = "Hello\n# note\nbrand:\n  blurb: >-\n    We make fuel\n    from waste.\n";
    const lines = text.split("\n");
    const problems = problemsFor({ "content/site.yaml": text }).filter((p) => p.file === "content/site.yaml");
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) {
      expect(problem.column, JSON.stringify(problem)).toBeLessThanOrEqual(lines[problem.line - 1]!.length + 1);
      expect(problem.endColumn, JSON.stringify(problem)).toBeLessThanOrEqual(lines[problem.endLine - 1]!.length + 1);
    }
  });
});
