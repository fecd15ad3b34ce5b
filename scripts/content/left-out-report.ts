import type { ValidationResult } from "../../src/validation/validate.ts";
import { dateValue } from "../../src/validation/collections/collection.ts";
import { showDate } from "../../src/validation/collections/pages.ts";

const english = { code: "en", name: "English", dir: "ltr", region: "GB", prefix: "" } as const;

/** What a build left out of its collections, and when each scheduled entry will appear, in the build's own words. */
export function leftOutLines(result: Pick<ValidationResult, "leftOut">): string[] {
  const left = result.leftOut ?? [];
  if (left.length === 0) return [];
  return [
    `${left.length} entr${left.length === 1 ? "y" : "ies"} left out of this build (drafts and scheduled entries show only in previews; closed ones in none):`,
    ...left.map((entry) => {
      if (entry.state === "draft") return `  ${entry.file.source.path}  draft`;
      if (entry.state === "closed") return `  ${entry.file.source.path}  closed on ${showDate(dateValue(entry.matter, entry.collection.expires)!, english, true).text}`;
      return `  ${entry.file.source.path}  scheduled: goes live at ${showDate(dateValue(entry.matter, entry.collection.publish)!, english, true).text}, with the hourly rebuild that follows (within the hour)`;
    }),
  ];
}
