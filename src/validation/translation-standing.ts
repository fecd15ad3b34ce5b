/**
 * Where a translation stands, in words the CLI and the studio share. Zod-free and
 * YAML-free: the studio's first screen lists pages with these words.
 */

/**
 * "incomplete": some texts are not yet translated (the page shows in English until they are);
 * "behind": every text is written, but sections changed in English or were never marked.
 */
export type TranslationStanding = "translated" | "behind" | "incomplete" | "missing";

/** "translated", "2 sections behind", "12 fields to translate", "not yet translated". */
export function standingText(standing: { state: TranslationStanding; behind: number; untranslated: number }): string {
  if (standing.state === "missing") return "not yet translated";
  if (standing.state === "incomplete") return `${standing.untranslated === 1 ? "1 field" : `${standing.untranslated} fields`} to translate`;
  if (standing.state === "behind") return `${standing.behind === 1 ? "1 section" : `${standing.behind} sections`} behind`;
  return "translated";
}
