/**
 * Where a translation's sections stand against the English page's, once paired by what each
 * was made from (translations.ts pairSections): a section the English added, one it removed,
 * and one it moved, each named once at the translation's line, whatever else moved around it.
 */
import type { PathSegment } from "./location.ts";
import type { ParsedSource } from "./parse.ts";
import { problemAt, type Problem } from "./problem.ts";
import type { BlockPair } from "./translation-pairs.ts";

interface Shape {
  type: string;
  id?: string;
  title?: string;
}

function shapes(parsed: ParsedSource): Shape[] {
  const sections = (parsed.data as { sections?: unknown } | null)?.sections;
  return (Array.isArray(sections) ? sections : []).map((section: unknown) => {
    const fields = (section && typeof section === "object" ? section : {}) as Record<string, unknown>;
    return {
      type: typeof fields.type === "string" ? fields.type : "?",
      ...(typeof fields.id === "string" ? { id: fields.id } : {}),
      ...(typeof fields.title === "string" ? { title: fields.title } : {}),
    };
  });
}

/** How an editor names a section: its type and, where it has one, its title. */
function sectionName(section: Shape, index: number): string {
  return `the ${section.type} section${section.title ? ` "${section.title}"` : ""} (sections[${index}])`;
}

export function sectionPlaceProblems(english: ParsedSource, translation: ParsedSource, pairs: readonly BlockPair[]): Problem[] {
  const englishSections = shapes(english);
  const translatedSections = shapes(translation);
  // Moved sections stand elsewhere in the translation: places are found among the ones that kept theirs.
  const inPlace = pairs.flatMap((pair) => (pair.state === "same" || pair.state === "changed" ? [[pair.english, pair.translation] as const] : []));
  const problems: Problem[] = [];
  for (const pair of pairs) {
    if (pair.state === "new") {
      const i = pair.english;
      // Where the missing section belongs: before the translation's counterpart of the next English section that has one.
      const next = inPlace.find(([englishIndex]) => englishIndex > i);
      const at: PathSegment[] = next ? ["sections", next[1]] : ["sections"];
      problems.push(
        problemAt(
          translation,
          at,
          "translation-section-missing",
          `The English page has ${sectionName(englishSections[i]!, i)} ${next ? "before this section" : "at its end"}, and this translation has no such section. It was added in English: translate it and put it at the same place.`,
          { severity: "warning" },
        ),
      );
    } else if (pair.state === "orphaned") {
      const section = translatedSections[pair.translation]!;
      problems.push(
        problemAt(
          translation,
          ["sections", pair.translation, "type"],
          "translation-section-extra",
          `This ${section.type} section${section.id ? ` (id: ${section.id})` : ""} has no counterpart in the English page (${english.source.path}). It was removed there: remove it here too.`,
          { severity: "warning", editorMessage: `This ${section.type} section has no counterpart in the English page. It was removed there: remove it here too.` },
        ),
      );
    } else if (pair.state === "moved") {
      const before = inPlace.filter(([englishIndex]) => englishIndex < pair.english).at(-1);
      const place = before ? `after ${sectionName(englishSections[before[0]]!, before[0])}` : "first";
      const message = `The English page has this ${translatedSections[pair.translation]!.type} section at another place: ${place}. Its text needs no change: move it there.`;
      problems.push(problemAt(translation, ["sections", pair.translation, "type"], "translation-section-moved", message, { severity: "warning" }));
    }
  }
  return problems;
}
