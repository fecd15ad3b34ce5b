/** What every control of the generated form shows around its input: its id, its hint and the validator's messages. */
import type { Path } from "../editing/changes.ts";
import * as styles from "../styles.ts";
import { useForm } from "./context.tsx";
import { formatPath } from "../editing/field-paths.ts";
import type { Field } from "./fields.ts";

export function idFor(path: Path): string {
  return `field-${formatPath(path).replace(/[^a-zA-Z0-9]+/g, "-")}`;
}

export function ProblemList({ path }: { path: Path }) {
  const form = useForm();
  const problems = form.problems.get(formatPath(path)) ?? [];
  if (problems.length === 0) return null;
  return (
    <div id={`${idFor(path)}-problems`}>
      {problems.map((problem, index) => (
        <p key={index} css={styles.problem} data-severity={problem.severity} data-problem-path={problem.path}>
          <strong>{problem.severity === "error" ? "Error:" : "Warning:"}</strong>
          {problem.editorMessage ?? problem.message}
          {problem.suggestion && typeof problem.suggestion === "string" && (
            <button type="button" css={styles.button} onClick={() => form.set(path, problem.suggestion)}>
              Use “{problem.suggestion}”
            </button>
          )}
        </p>
      ))}
    </div>
  );
}

export function Hint({ path, field }: { path: Path; field: Field }) {
  return field.hint ? (
    <span id={`${idFor(path)}-hint`} css={styles.hint}>
      {field.hint}
    </span>
  ) : null;
}
