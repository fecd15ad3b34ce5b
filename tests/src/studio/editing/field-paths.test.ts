import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { enclosingMarks, formatPath, markOfPath, parsePath, pathOfMark } from "../../../../src/studio/editing/field-paths.ts";

describe("the preview's marks and the form's paths", () => {
  it("maps a mark in a section to the form's path and back", () => {
    expect(pathOfMark(3, "items.2.title")).toEqual(["sections", 3, "items", 2, "title"]);
    expect(formatPath(pathOfMark(3, "items.2.title"))).toBe("sections[3].items[2].title");
    expect(formatPath(pathOfMark(4, "rows.1.2"))).toBe("sections[4].rows[1][2]");
    expect(formatPath(pathOfMark(0, "title"))).toBe("sections[0].title");
    expect(markOfPath(["sections", 4, "rows", 1, 2])).toEqual({ index: 4, mark: "rows.1.2" });
  });

  it("reads the form's data-path back into a path", () => {
    expect(parsePath("sections[3].items[2].link.label")).toEqual(["sections", 3, "items", 2, "link", "label"]);
    expect(parsePath("sections[1].rows[0][2]")).toEqual(["sections", 1, "rows", 0, 2]);
    expect(parsePath("navigation[0].label")).toEqual(["navigation", 0, "label"]);
    expect(parsePath("title")).toEqual(["title"]);
    expect(parsePath("(file)")).toBeUndefined();
    expect(parsePath("sections[x]")).toBeUndefined();
  });

  it("has no mark for the page's own fields or a whole section", () => {
    expect(markOfPath(["title"])).toBeUndefined();
    expect(markOfPath(["sections", 2])).toBeUndefined();
    expect(markOfPath(["navigation", 0, "label"])).toBeUndefined();
  });

  it("lists a mark's enclosing marks, nearest first", () => {
    expect(enclosingMarks("items.2.link.label")).toEqual(["items.2.link.label", "items.2.link", "items.2", "items"]);
    expect(enclosingMarks("title")).toEqual(["title"]);
  });

  it("round-trips every path inside a section", () => {
    const key = fc.stringMatching(/^[a-z][A-Za-z0-9]{0,8}$/);
    const rest = fc.array(fc.oneof(key, fc.nat(40)), { minLength: 0, maxLength: 5 });
    fc.assert(
      fc.property(fc.nat(30), key, rest, (index, first, more) => {
        const path = ["sections", index, first, ...more];
        const marked = markOfPath(path)!;
        expect(pathOfMark(marked.index, marked.mark)).toEqual(path);
        expect(parsePath(formatPath(path))).toEqual(path);
      }),
    );
  });
});
