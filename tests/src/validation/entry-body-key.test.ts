import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { entryData } from "../../../src/studio/editing/entry-text.ts";
import { problemLine } from "../../../src/validation/report.ts";
import { readEntryFile } from "../../../src/validation/collections/entry-file.ts";
import { shippedCollection } from "../../fixtures/collections.ts";

const path = "content/news/dubai-airshow-2025.md";
const text = readFileSync(path, "utf8");
/** The entry with a `body:` line in its front matter, after its `type:` line. */
const withBody = text.replace(/^type: (.*)$/m, "type: $1\nbody: Words that belong under the second line of dashes.");
const bodyLine = withBody.split("\n").findIndex((line) => line.startsWith("body:")) + 1;

describe("a body: line in an entry's front matter", () => {
  it("is refused at its line and column, in words that say where the text goes, and only once", () => {
    const { problems } = readEntryFile({ path, text: withBody, kind: "entry" }, shippedCollection("news"));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ code: "entry-body-in-front-matter", line: bodyLine, column: 1, severity: "error" });
    expect(problems[0]!.message).toMatch(/under the second --- line/);
    expect(problemLine(problems[0]!)).toContain(`${path}:${bodyLine}:1`);
  });

  it("keeps the studio from opening the form, where the Markdown would silently replace it", () => {
    expect(entryData(text)).not.toBeNull();
    expect(entryData(withBody)).toBeNull();
  });
});
