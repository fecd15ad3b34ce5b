import { describe, expect, it, vi } from "vitest";
import { fieldText, showDate, showRange } from "../../../../src/validation/collections/field-text.ts";

const english = { code: "en", name: "English", dir: "ltr" as const, region: "GB", prefix: "" };
const arabic = { code: "ar", name: "العربية", dir: "rtl" as const, region: "AE", prefix: "/ar" };
const words = { title: "Events", all: "All events", fields: {}, values: {}, tags: {}, actions: {} };

describe("a date range in words", () => {
  it("gives the days, then each day's hours once, on the clock of the zone it was written in", () => {
    expect(showRange("2027-11-15T10:00:00+04:00", "2027-11-19T17:00:00+04:00", english, true).text).toBe("15\u2009–\u200919 November 2027, 10:00–17:00 (UTC+04:00)");
    expect(showRange("2027-01-20T14:00:00+00:00", "2027-01-20T14:45:00+00:00", english, true).text).toBe("20 January 2027, 14:00–14:45 (UTC+00:00)");
  });

  it("gives a card the days alone", () => {
    const field = { kind: "daterange" as const, required: true, label: "When" };
    expect(fieldText(field, { start: "2027-11-15T10:00:00+04:00", end: "2027-11-19T17:00:00+04:00" }, { locale: english, words }, true).text).toBe("15\u2009–\u200919 November 2027");
  });

  it("joins a venue and its city with the comma of the page's language", () => {
    const field = { kind: "place" as const, required: true, label: "Where" };
    expect(fieldText(field, { name: "ADNEC Centre", city: "Abu Dhabi" }, { locale: english, words }).text).toBe("ADNEC Centre, Abu Dhabi");
    expect(fieldText(field, { name: "مركز أدنيك", city: "أبوظبي" }, { locale: arabic, words }).text).toBe("مركز أدنيك، أبوظبي");
  });
});

describe("dates in words across a whole site", () => {
  it("make a formatter once per language, not once per date: every card of every listing shows one", () => {
    const Original = Intl.DateTimeFormat;
    const made = vi.spyOn(Intl, "DateTimeFormat").mockImplementation(function (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
      return new Original(...args);
    } as unknown as typeof Intl.DateTimeFormat);
    try {
      const shown = Array.from({ length: 50 }, (_, day) => showDate(`2027-01-${String((day % 28) + 1).padStart(2, "0")}T09:00:00+04:00`, arabic).text);
      expect(shown[0]).toBe(new Original("ar-AE-u-nu-latn", { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" }).format(new Date(Date.UTC(2027, 0, 1, 13))));
      expect(made.mock.calls.length).toBeLessThanOrEqual(1);
    } finally {
      made.mockRestore();
    }
  });
});
