/**
 * A choice field in the editor's words ("Press release", not press-release): the declared
 * values, each named as the collection's words name it.
 */
import { ProblemLines } from "./ProblemLines.tsx";
import { useForm } from "../form/context.tsx";
import * as styles from "../styles.ts";

interface ChoiceFieldProps {
  name: string;
  label: string;
  hint: string | undefined;
  values: readonly string[];
  words: Readonly<Record<string, string>>;
  required: boolean;
  value: unknown;
}

export function ChoiceField({ name, label, hint, values, words, required, value }: ChoiceFieldProps) {
  const form = useForm();
  const problems = form.problems.get(name) ?? [];
  const id = `entry-${name}`;
  const chosen = typeof value === "string" && values.includes(value) ? value : "";
  return (
    <div css={styles.field}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <span id={`${id}-hint`} css={styles.hint}>
          {hint}
        </span>
      )}
      <select
        id={id}
        data-path={name}
        {...(hint ? { "aria-describedby": `${id}-hint` } : {})}
        aria-invalid={problems.some((problem) => problem.severity === "error") || undefined}
        value={chosen}
        onChange={(event) => (event.target.value === "" ? form.remove([name]) : form.set([name], event.target.value))}
      >
        {(chosen === "" || !required) && <option value="">{required ? `Choose ${label.toLowerCase()}` : "None"}</option>}
        {values.map((option) => (
          <option key={option} value={option}>
            {words[option] ?? option}
          </option>
        ))}
      </select>
      <ProblemLines problems={problems} />
    </div>
  );
}
