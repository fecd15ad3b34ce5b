import { describe, expect, it } from "vitest";
import { mistakes, resultFor, warningExamples } from "../../../scripts/schema/editor-mistakes.ts";

describe("the editor guide's examples", () => {
  for (const mistake of mistakes) {
    it(`"${mistake.title}" is an error in ${mistake.file}`, () => {
      const { problems } = resultFor(mistake);
      expect(problems.length).toBeGreaterThan(0);
      expect(problems.every((problem) => problem.severity === "error" && problem.file === mistake.file), JSON.stringify(problems)).toBe(true);
    });
  }

  for (const example of warningExamples) {
    it(`"${example.title}" is a warning that lets the site build`, () => {
      const result = resultFor(example);
      expect(result.problems.map((problem) => [problem.file, problem.severity])).toEqual([[example.file, "warning"]]);
      expect(result.content).toBeDefined();
    });
  }
});
