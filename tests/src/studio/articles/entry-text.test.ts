import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readContentSources } from "../../../../scripts/content/sources.ts";
import { describeStoredFile, editedText, mediaLibraryOf, validateEdited } from "../../../../src/studio/editing/editing.ts";
import { bodyKey, editedEntryText, entryData, entryParts } from "../../../../src/studio/editing/entry-text.ts";
import { schemaKeyOrder } from "../../../../src/studio/editing/key-order.ts";
import type { StudioFile } from "../../../../src/studio/protocol.ts";
import { EditError } from "../../../../src/studio/editing/yaml-edit.ts";

const path = "content/news/astm-d7566-corsia-certification.md";
const text = readFileSync(path, "utf8");
const file = describeStoredFile({ path, text, version: "v1" });

/** The lines of `after` that differ from `before`'s, as [before, after] by line number (same line count). */
function changedLines(before: string, after: string): [string, string][] {
  const a = before.split("\n");
  const b = after.split("\n");
  expect(b.length).toBe(a.length);
  return a.flatMap((line, index) => (line === b[index] ? [] : [[line, b[index]!] as [string, string]]));
}

describe("an article as a studio file", () => {
  it("is an entry whose value is its front matter with its body beside it", () => {
    expect(file.kind).toBe("entry");
    const data = file.data as Record<string, unknown>;
    expect(data.title).toBe("Verdavia's Humber plant earns ISCC CORSIA certification for ASTM D7566 fuel");
    expect(data.tags).toEqual(["certification", "policy"]);
    expect(data[bodyKey]).toBe(entryParts(text)!.body);
    expect(String(data[bodyKey]).startsWith("Sustainable aviation fuel from Verdavia's plant")).toBe(true);
  });

  it("is read for every shipped article, in both languages, with its text whole", () => {
    for (const folder of ["content/news", "content/ar/news"]) {
      for (const name of readdirSync(folder)) {
        const source = readFileSync(`${folder}/${name}`, "utf8");
        const parts = entryParts(source)!;
        expect(`${parts.opening}${parts.matter}${parts.closing}${parts.body}`).toBe(source);
        expect((entryData(source) as Record<string, unknown>).title).toEqual(expect.any(String));
      }
    }
  });

  it("changes one front matter field on its own line only; the --- lines and the body stay byte for byte", () => {
    const after = editedText({ file, changes: [{ op: "set", path: ["type"], value: "press-release" }] });
    expect(changedLines(text, after)).toEqual([["type: news", "type: press-release"]]);
    const folded = editedText({ file, changes: [{ op: "set", path: ["image", "alt"], value: "A fuel drop with a green seal." }] });
    expect(entryParts(folded)!.body).toBe(entryParts(text)!.body);
    expect(entryData(folded)).toMatchObject({ image: { src: "/media/news/certification.jpg", alt: "A fuel drop with a green seal." } });
  });

  it("adds a field where the schema lists it, inside the front matter", () => {
    const after = editedEntryText(text, [{ op: "set", path: ["draft"], value: true }], schemaKeyOrder(path));
    expect(after.split("\n").filter((line) => !text.split("\n").includes(line))).toEqual(["draft: true"]);
    expect(after.indexOf("draft: true")).toBeLessThan(after.indexOf("\n---\n"));
    expect(entryParts(after)!.body).toBe(entryParts(text)!.body);
  });

  it("replaces the body alone, the front matter and its --- lines as they were", () => {
    const body = `${entryParts(text)!.body.replace("now\ncertified", "today\ncertified")}`;
    const after = editedText({ file, changes: [{ op: "set", path: [bodyKey], value: body }] });
    expect(changedLines(text, after)).toEqual([["Sustainable aviation fuel from Verdavia's plant on the Humber estuary in the United Kingdom is now", "Sustainable aviation fuel from Verdavia's plant on the Humber estuary in the United Kingdom is today"]]);
    expect(() => editedText({ file, changes: [{ op: "delete", path: [bodyKey] }] })).toThrow(EditError);
  });

  it("is validated with the build's own checks on its whole text", () => {
    const files: StudioFile[] = readContentSources(".").map((source) => (source.path === path ? file : describeStoredFile({ ...source, version: "s" })));
    const media = mediaLibraryOf(["/media/news/certification.jpg"]);
    expect(validateEdited(files, [], media).filter((problem) => problem.file === path && problem.severity === "error")).toEqual([]);
    const broken = validateEdited(files, [{ file, changes: [{ op: "set", path: ["type"], value: "rumour" }] }], media);
    expect(broken.filter((problem) => problem.file === path && problem.severity === "error").map((problem) => [problem.path, problem.line])).toEqual([["type", 7]]);
    // The body's problems are placed at the file's own lines: the body starts on line 15.
    const headingOne = validateEdited(files, [{ file, changes: [{ op: "set", path: [bodyKey], value: "# A first-level heading\n" }] }], media);
    expect(headingOne.filter((problem) => problem.file === path && problem.severity === "error").map((problem) => [problem.code, problem.line])).toEqual([["body-heading-1", 15]]);
  });
});
