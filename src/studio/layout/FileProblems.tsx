/** The validator's findings on the open file, counted and folded away, each placed in the editor's words. */
import type { StudioProblem } from "../protocol.ts";
import { sectionLabel } from "../page-names.ts";
import { parsePath } from "../editing/field-paths.ts";
import { pathInWords } from "../form/field-words.ts";
import type { SectionSummary } from "../SectionList.tsx";
import * as styles from "../styles.ts";

interface FileProblemsProps {
  problems: StudioProblem[];
  /** The open file's name ("About Us") and, for a page, its sections. */
  pageName: string;
  sections: readonly SectionSummary[];
  isSite: boolean;
}

export function FileProblems({ problems, pageName, sections, isSite }: FileProblemsProps) {
  return (
    <details style={{ margin: "1rem 0" }}>
      <summary>
        {countOf(problems, "error")}, {countOf(problems, "warning")} {isSite ? "in the site settings" : "on this page"}
      </summary>
      <ul>
        {problems.map((problem, index) => (
          <li key={index} css={styles.hint}>
            {problemPlace(problem.path, pageName, sections)}: {problem.editorMessage ?? problem.message}
          </li>
        ))}
      </ul>
    </details>
  );
}

function countOf(problems: StudioProblem[], severity: StudioProblem["severity"]): string {
  const count = problems.filter((problem) => problem.severity === severity).length;
  return `${count} ${severity}${count === 1 ? "" : "s"}`;
}

/** Where a problem is, in the editor's words: "About Us (العربية) → Hero → Title" rather than `sections[0].title`. */
function problemPlace(path: string, pageName: string, sections: readonly SectionSummary[]): string {
  const parsed = parsePath(path);
  if (!parsed) return pageName;
  const words = pathInWords(parsed);
  if (parsed[0] !== "sections" || typeof parsed[1] !== "number") return [pageName, ...words].join(" → ");
  return [sectionLabel(pageName, sections, parsed[1]), ...words.slice(2)].join(" → ");
}
