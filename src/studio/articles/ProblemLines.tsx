import type { StudioProblem } from "../protocol.ts";
import * as styles from "../styles.ts";

/** The problems of one article field, each a line in the editor's words, as the form's fields show theirs. */
export function ProblemLines({ problems }: { problems: readonly StudioProblem[] }) {
  return problems.map((problem, index) => (
    <p key={index} css={styles.problem} data-severity={problem.severity}>
      <strong>{problem.severity === "error" ? "Error:" : "Warning:"}</strong>
      {problem.editorMessage ?? problem.message}
    </p>
  ));
}
