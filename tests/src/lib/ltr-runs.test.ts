import { describe, expect, it } from "vitest";
import { ltrRuns } from "../../../src/lib/ltr-runs.ts";

describe("left-to-right runs inside Arabic text", () => {
  it("keeps a figure's minus sign with its figure", () => {
    expect(ltrRuns("-47.0 حد أقصى")).toEqual([{ ltr: "-47.0" }, " حد أقصى"]);
    expect(ltrRuns("775.0-840.0 كغ")).toEqual([{ ltr: "775.0-840.0" }, " كغ"]);
  });

  it("isolates a Latin name with its number, and leaves the sentence's full stop outside", () => {
    expect(ltrRuns("يتوافق مع ASTM D7566.")).toEqual(["يتوافق مع ", { ltr: "ASTM D7566" }, "."]);
  });

  it("isolates an email address and a phone number whole", () => {
    expect(ltrRuns("راسلنا على info@example.com")).toEqual(["راسلنا على ", { ltr: "info@example.com" }]);
    expect(ltrRuns("اتصل بنا على +44 20 7946 0000")).toEqual(["اتصل بنا على ", { ltr: "+44 20 7946 0000" }]);
  });

  it("isolates a unit inside parentheses, leaving the parentheses to the Arabic", () => {
    expect(ltrRuns("الكثافة (kg/m³) عند 15°C")).toEqual(["الكثافة (", { ltr: "kg/m³" }, ") عند ", { ltr: "15°C" }]);
  });

  it("gives text with nothing left to right back as it is", () => {
    expect(ltrRuns("وقود الطيران المستدام")).toEqual(["وقود الطيران المستدام"]);
    expect(ltrRuns("")).toEqual([]);
  });
});
