import type { ValidationResult } from "../../src/validation/validate.ts";
import { showDate } from "../../src/validation/news/pages.ts";


/** What a build left out of the news, and when each scheduled entry will appear, in the build's own words. */
export function leftOutLines(result: Pick<ValidationResult, "leftOut">): string[] {
  const left = result.leftOut ?? [];
  if (left.length === 0) return [];
  return [
    `News: ${left.length} entr${left.length === 1 ? "y" : "ies"} left out of this build (drafts and scheduled entries show only in previews):`,
    ...left.map((entry) =>
      entry.state === "draft"
        ? `  ${entry.file.source.path}  draft`
        : `  ${entry.file.source.path}  scheduled: goes live at ${showDate(entry.matter.date, { code: "en", name: "English", dir: "ltr", region: "GB", prefix: "" }, true).text}, with the hourly rebuild that follows (within the hour)`,
    ),
  ];
}
