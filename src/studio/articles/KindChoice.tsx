/**
 * An article's kind in the editor's words ("Press release", not press-release): the schema's
 * values, each named as the News list names it.
 */
import { ProblemLines } from "./ProblemLines.tsx";
import { newsTypes } from "../../content/news/schema.ts";
import { useForm } from "../form/context.tsx";
import * as styles from "../styles.ts";
import { typeWords } from "./entry-words.ts";

export function KindChoice({ value }: { value: unknown }) {
  const form = useForm();
  const problems = form.problems.get("type") ?? [];
  return (
    <div css={styles.field}>
      <label htmlFor="article-kind">Kind</label>
      <span id="article-kind-hint" css={styles.hint}>
        The site lists each kind on its own page too.
      </span>
      <select id="article-kind" data-path="type" aria-describedby="article-kind-hint" aria-invalid={problems.some((problem) => problem.severity === "error") || undefined} value={typeof value === "string" ? value : ""} onChange={(event) => form.set(["type"], event.target.value)}>
        {typeof value !== "string" || !(newsTypes as readonly string[]).includes(value) ? <option value="">Choose a kind</option> : null}
        {newsTypes.map((type) => (
          <option key={type} value={type}>
            {typeWords[type]}
          </option>
        ))}
      </select>
      <ProblemLines problems={problems} />
    </div>
  );
}
