import { describe, expect, it } from "vitest";
import { entryStateWords } from "../../../../src/studio/articles/entry-words.ts";
import { isoOf, wallClockAt, wallClockOf, zoneOfIso } from "../../../../src/studio/articles/zones.ts";

const now = new Date("2026-11-27T08:00:00Z");

describe("an article's state in words", () => {
  it("says Draft for a draft, whatever its date", () => {
    expect(entryStateWords({ draft: true, date: "2020-01-01T09:00:00+04:00" }, now)).toEqual({ state: "draft", words: "Draft" });
  });

  it("says when a scheduled article goes live, on the clock and in the zone it was written in", () => {
    expect(entryStateWords({ date: "2026-12-03T09:00:00+04:00" }, now)).toEqual({ state: "scheduled", words: "Goes live 3 December, 09:00 Dubai time" });
    expect(entryStateWords({ date: "2027-07-01T09:00:00+01:00" }, now)?.words).toBe("Goes live 1 July 2027, 09:00 London time");
    expect(entryStateWords({ date: "2026-12-01T09:00:00+05:30" }, now)?.words).toBe("Goes live 1 December, 09:00 UTC+05:30");
  });

  it("says since when a live article is live, the year named when it is not this one", () => {
    expect(entryStateWords({ date: "2026-11-12T10:00:00+00:00" }, now)).toEqual({ state: "live", words: "Live since 12 November" });
    expect(entryStateWords({ date: "2025-09-18T10:00:00+01:00" }, now)?.words).toBe("Live since 18 September 2025");
    // 01:00 on 13 November in Dubai is still the 12th in London: the day is the one the editor wrote.
    expect(entryStateWords({ date: "2026-11-13T01:00:00+04:00" }, now)?.words).toBe("Live since 13 November");
  });

  it("turns from scheduled to live at the very minute, by the site's own rule", () => {
    const date = "2026-11-27T12:00:00+04:00";
    expect(entryStateWords({ date }, new Date("2026-11-27T07:59:59Z"))?.state).toBe("scheduled");
    expect(entryStateWords({ date }, new Date("2026-11-27T08:00:00Z"))?.state).toBe("live");
  });

  it("has no words for a date it cannot read", () => {
    expect(entryStateWords({ date: "next Thursday" }, now)).toBeUndefined();
    expect(entryStateWords({}, now)).toBeUndefined();
  });
});

describe("the company's zones", () => {
  it("writes London with its summer and winter offsets and Dubai at +04:00 all year", () => {
    expect(isoOf({ date: "2026-07-01", time: "09:00", zone: "london" })).toBe("2026-07-01T09:00:00+01:00");
    expect(isoOf({ date: "2026-12-03", time: "09:00", zone: "london" })).toBe("2026-12-03T09:00:00+00:00");
    expect(isoOf({ date: "2026-07-01", time: "09:00", zone: "dubai" })).toBe("2026-07-01T09:00:00+04:00");
    // The night the clocks go forward and back.
    expect(isoOf({ date: "2026-03-29", time: "03:00", zone: "london" })).toBe("2026-03-29T03:00:00+01:00");
    expect(isoOf({ date: "2026-10-25", time: "12:00", zone: "london" })).toBe("2026-10-25T12:00:00+00:00");
    expect(isoOf({ date: "2026-12-03", time: "", zone: "dubai" })).toBeUndefined();
  });

  it("reads a date back as the day, time and zone it was written in", () => {
    expect(wallClockOf("2026-07-01T09:00:00+01:00")).toEqual({ date: "2026-07-01", time: "09:00", zone: "london" });
    expect(wallClockOf("2026-12-03T09:00:00+04:00")).toEqual({ date: "2026-12-03", time: "09:00", zone: "dubai" });
    // +01:00 in winter is no London time: shown as Dubai's clock at that instant.
    expect(zoneOfIso("2026-12-03T09:00:00+01:00")).toBeUndefined();
    expect(wallClockOf("2026-12-03T09:00:00+01:00")).toEqual({ date: "2026-12-03", time: "12:00", zone: "dubai" });
    expect(wallClockAt(new Date("2026-11-27T21:30:00Z"), "dubai")).toEqual({ date: "2026-11-28", time: "01:30", zone: "dubai" });
  });
});
