import { describe, expect, it } from "vitest";
import { codeFrame, formatReport, githubAnnotations, jsonReport, problemLine } from "../../../src/validation/report.ts";
import { validateSources } from "../../../src/validation/validate.ts";
import { edit, siteSources, validHome } from "../../fixtures/content.ts";

const broken = () => validateSources(siteSources({ "content/pages/home.yaml": edit(validHome, "href: /contact", "href: /contcat") }));

describe("report", () => {
  it("prints file:line:column, the path and the message on one line", () => {
    const problem = broken().problems[0]!;
    expect(problemLine(problem)).toBe('content/pages/home.yaml:23:15  error  sections[2].actions[0].href  No page has the route "/contcat". Did you mean "/contact"?');
  });

  it("shows a code frame with a caret under the offending value", () => {
    const result = broken();
    const frame = codeFrame(result.texts.get("content/pages/home.yaml")!, result.problems[0]!);
    expect(frame.split("\n")).toEqual([
      "  21 |     actions:",
      "  22 |       - label: Get In Touch",
      "> 23 |         href: /contcat",
      "     |               ^^^^^^^^",
    ]);
  });

  it("ends with a summary of pages, sections and errors", () => {
    expect(formatReport(broken()).split("\n").at(-1)).toBe("4 pages, 7 sections: 1 error");
    expect(formatReport(validateSources(siteSources())).trim()).toBe("4 pages, 7 sections: 0 errors");
  });

  it("emits GitHub annotations with escaped properties", () => {
    expect(githubAnnotations(broken())).toBe(
      '::error file=content/pages/home.yaml,line=23,col=15,endLine=23,endColumn=23,title=sections[2].actions[0].href::No page has the route "/contcat". Did you mean "/contact"?',
    );
  });

  it("prints machine-readable JSON", () => {
    const json = JSON.parse(jsonReport(broken()));
    expect(json.ok).toBe(false);
    expect(json.stats).toMatchObject({ pages: 4, errors: 1 });
    expect(json.problems[0]).toMatchObject({ file: "content/pages/home.yaml", line: 23, column: 15, suggestion: "/contact", severity: "error" });
  });

  it("colours only when asked", () => {
    expect(formatReport(broken())).not.toContain("\x1b[");
    expect(formatReport(broken(), { color: true })).toContain("\x1b[31m");
  });
});
