// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { Table } from "../../../src/blocks/Table/Table.tsx";
import { tableSchema } from "../../../src/blocks/Table/schema.ts";
import { render, type Rendered } from "../../fixtures/render.tsx";

const example = `type: table
id: specifications
tone: muted
title: Technical Specifications
intro: Typical properties of Verdavia SAF against the specification and conventional Jet A-1.
caption: Verdavia SAF compared with conventional Jet A-1
columns: [Property, Specification, Verdavia SAF, Jet A-1]
rows:
  - ["Density at 15°C (kg/m³)", "775.0-840.0", "780.0", "805.0"]
  - ["Energy content (MJ/kg)", "42.8 min", "43.5", "43.0"]
  - ["Freezing point (°C)", "-47.0 max", "-55.0", "-47.0"]
  - ["Sulfur (ppm)", "15 max", "under 1", "10"]
  - ["Aromatics (%vol)", "25.0 max", "8.0", "18.0"]
note: Typical values from production batches; certificates of analysis are supplied with every delivery.
`;

const minimal = { type: "table", caption: "Fuel properties", columns: ["Property", "Value"], rows: [["Density", "780.0"]] };

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});

describe("table schema", () => {
  it("parses the YAML example, keeping figures exactly as written", () => {
    const block = tableSchema.parse(parse(example));
    expect(block.rows).toHaveLength(5);
    expect(block.rows[0]).toEqual(["Density at 15°C (kg/m³)", "775.0-840.0", "780.0", "805.0"]);
    expect(block.rows[2]![2]).toBe("-55.0");
  });

  it("defaults the tone to light", () => {
    expect(tableSchema.parse(minimal).tone).toBe("light");
  });

  it("refuses a row with the wrong number of cells, pointing at that row", () => {
    const result = tableSchema.safeParse({ ...minimal, rows: [["a", "1"], ["b", "2"], ["c", "3", "4"]] });
    expect(result.success).toBe(false);
    expect(result.error!.issues).toHaveLength(1);
    expect(result.error!.issues[0]).toMatchObject({ path: ["rows", 2], message: expect.stringContaining("Row 3 has 3 cells but the table has 2 columns.") });
  });

  it("reports every short or long row, not just the first", () => {
    const result = tableSchema.safeParse({ ...minimal, rows: [["a"], ["b", "2"], ["c", "3", "4"]] });
    expect(result.error!.issues.map((issue) => issue.path)).toEqual([
      ["rows", 0],
      ["rows", 2],
    ]);
    expect(result.error!.issues[0]!.message).toContain("Row 1 has 1 cell but");
  });

  it("refuses an unknown key, a missing caption and a single column", () => {
    expect(tableSchema.safeParse({ ...minimal, captoin: "x" }).error!.issues[0]).toMatchObject({ code: "unrecognized_keys", keys: ["captoin"] });
    const { caption: _caption, ...noCaption } = minimal;
    expect(tableSchema.safeParse(noCaption).error!.issues[0]!.path).toEqual(["caption"]);
    expect(tableSchema.safeParse({ ...minimal, columns: ["Only"], rows: [["x"]] }).error!.issues[0]).toMatchObject({ code: "too_small", path: ["columns"] });
  });

  it("refuses unquoted numbers, which YAML would turn into 780 instead of 780.0", () => {
    const result = tableSchema.safeParse(parse(`type: table\ncaption: x\ncolumns: [a, b]\nrows:\n  - [Density, 780.0]\n`));
    expect(result.error!.issues[0]).toMatchObject({ code: "invalid_type", path: ["rows", 0, 1] });
  });

  it("refuses HTML in a cell", () => {
    expect(tableSchema.safeParse({ ...minimal, rows: [["<b>Density</b>", "780.0"]] }).error!.issues[0]!.path).toEqual(["rows", 0, 0]);
  });
});

describe("Table", () => {
  it("renders a captioned table with column and row headers", () => {
    view = render(<Table block={tableSchema.parse(parse(example))} />);
    const table = view.container.querySelector("table")!;
    expect(view.container.querySelector('[data-block="table"]')!.id).toBe("specifications");
    expect(table.querySelector("caption")!.textContent).toBe("Verdavia SAF compared with conventional Jet A-1");
    const columnHeaders = [...table.querySelectorAll('thead th[scope="col"]')].map((cell) => cell.textContent);
    expect(columnHeaders).toEqual(["Property", "Specification", "Verdavia SAF", "Jet A-1"]);
    const rowHeaders = [...table.querySelectorAll('tbody th[scope="row"]')].map((cell) => cell.textContent);
    expect(rowHeaders).toEqual(["Density at 15°C (kg/m³)", "Energy content (MJ/kg)", "Freezing point (°C)", "Sulfur (ppm)", "Aromatics (%vol)"]);
    const rows = table.querySelectorAll("tbody tr");
    expect(rows).toHaveLength(5);
    for (const row of rows) expect(row.querySelectorAll("td")).toHaveLength(3);
    expect([...rows[3]!.querySelectorAll("td")].map((cell) => cell.textContent)).toEqual(["15 max", "under 1", "10"]);
  });

  it("wraps the table in a focusable region named by the caption, so it can be scrolled by keyboard", () => {
    view = render(<Table block={tableSchema.parse(parse(example))} />);
    const region = view.container.querySelector('[role="region"]')!;
    expect(region.getAttribute("tabindex")).toBe("0");
    expect(region.querySelector("table")).not.toBeNull();
    const caption = view.container.querySelector("caption")!;
    expect(caption.id).not.toBe("");
    expect(region.getAttribute("aria-labelledby")).toBe(caption.id);
  });

  it("shows the note under the table and links it to the table as its description", () => {
    view = render(<Table block={tableSchema.parse(parse(example))} />);
    const note = [...view.container.querySelectorAll("p")].find((paragraph) => paragraph.textContent!.startsWith("Typical values"))!;
    expect(view.container.querySelector("table")!.getAttribute("aria-describedby")).toBe(note.id);
  });

  it("leaves out the note and the heading when they are not given", () => {
    view = render(<Table block={tableSchema.parse(minimal)} />);
    expect(view.container.querySelector("table")!.hasAttribute("aria-describedby")).toBe(false);
    expect(view.container.querySelector("h2")).toBeNull();
    expect(view.container.querySelectorAll("p")).toHaveLength(0);
  });
});
