import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { withoutFieldMarks } from "../../scripts/public-field-marks.ts";
import { fieldMarkAttribute } from "../../src/lib/field-mark.ts";

/** Every component file under src/ that marks fields. */
function markingFiles(folder = "src"): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return markingFiles(path);
    return path.endsWith(".tsx") && readFileSync(path, "utf8").includes("fieldMark(") ? [path] : [];
  });
}

describe("the site's build without field marks", () => {
  it("cuts every mark and its import from each block and component that marks", () => {
    const files = markingFiles();
    expect(files).toEqual(expect.arrayContaining(["src/blocks/Hero/Hero.tsx", "src/blocks/Table/Table.tsx", "src/blocks/Faq/Faq.tsx", "src/components/Section/Section.tsx"]));
    for (const file of files) {
      const cut = withoutFieldMarks(readFileSync(file, "utf8"), file);
      expect(cut, file).not.toMatch(/fieldMark|field-mark\.ts|data-studio-field/);
    }
  });

  it("leaves the rest of the element as it was", () => {
    const code = 'import { fieldMark } from "../../lib/field-mark.ts";\nconst a = <h3 {...fieldMark("items", index, "title")} css={styles.title}>{item.title}</h3>;\n';
    expect(withoutFieldMarks(code, "Card.tsx")).toBe("\nconst a = <h3  css={styles.title}>{item.title}</h3>;\n");
  });

  it("refuses a mark it could not cut, rather than ship it", () => {
    const code = 'import { fieldMark } from "../../lib/field-mark.ts";\nconst a = <h3 {...fieldMark("items", order(index))}>x</h3>;\n';
    expect(() => withoutFieldMarks(code, "Card.tsx")).toThrow(/Card\.tsx uses fieldMark/);
    expect(fieldMarkAttribute).toBe("data-studio-field");
  });
});
