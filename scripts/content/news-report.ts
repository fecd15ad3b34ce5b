import type { ValidationResult } from "../../src/validation/validate.ts";

/** What a build left out of the news, and when each scheduled entry will appear, in the build's own words. */
export function leftOutLines(result: Pick<ValidationResult, "leftOut">): string[] {
  const left = result.leftOut ?? [];
  if (left.length === 0) return [];
  return [
    `News: ${left.length} entr${left.length === 1 ? "y" : "ies"} left out of this build (drafts and scheduled entries show only in previews):`,
    ...left.map((entry) =>
      entry.state === "draft"
        ? `  ${entry.file.source.path}  draft`
        : `  ${entry.file.source.path}  scheduled for ${entry.matter.date}: live with the first build after then (the hourly rebuild publishes it within the hour)`,
    ),
  ];
}
