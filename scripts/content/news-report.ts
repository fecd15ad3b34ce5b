import type { ValidationResult } from "../../src/validation/validate.ts";

/** A date with its zone as a person reads it: "3 December 2026, 09:00 (UTC+04:00)", on the clock it was written in. */
function whenInWords(iso: string): string {
  const zone = /([+-]\d{2}:\d{2}|Z)$/.exec(iso)?.[1] ?? "Z";
  const minutes = zone === "Z" ? 0 : (zone.startsWith("-") ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6)));
  const wall = new Date(Date.parse(iso) + minutes * 60_000);
  const text = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(wall);
  return `${text} (UTC${zone === "Z" ? "+00:00" : zone})`;
}

/** What a build left out of the news, and when each scheduled entry will appear, in the build's own words. */
export function leftOutLines(result: Pick<ValidationResult, "leftOut">): string[] {
  const left = result.leftOut ?? [];
  if (left.length === 0) return [];
  return [
    `News: ${left.length} entr${left.length === 1 ? "y" : "ies"} left out of this build (drafts and scheduled entries show only in previews):`,
    ...left.map((entry) =>
      entry.state === "draft"
        ? `  ${entry.file.source.path}  draft`
        : `  ${entry.file.source.path}  scheduled: goes live at ${whenInWords(entry.matter.date)}, with the hourly rebuild that follows (within the hour)`,
    ),
  ];
}
