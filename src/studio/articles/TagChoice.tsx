/**
 * An entry's tags, chosen from the words its collection gives them (its declaration's labels:
 * tags:): a checkbox each, so only tags the site knows can be chosen. A tag the entry has that
 * the collection no longer lists stays shown, so it can be taken off.
 */
import { ProblemLines } from "./ProblemLines.tsx";
import { useForm } from "../form/context.tsx";
import * as styles from "../styles.ts";

interface TagChoiceProps {
  name: string;
  label: string;
  max: number;
  chosen: readonly unknown[];
  labels: Readonly<Record<string, string>>;
}

export function TagChoice({ name, label, max, chosen, labels }: TagChoiceProps) {
  const form = useForm();
  const problems = [...form.problems.entries()].filter(([path]) => path === name || path.startsWith(`${name}[`)).flatMap(([, found]) => found);
  const keys = [...Object.keys(labels), ...chosen.filter((key): key is string => typeof key === "string" && !(key in labels))];
  const toggle = (key: string, on: boolean) => {
    const next = on ? [...chosen, key] : chosen.filter((tag) => tag !== key);
    if (next.length === 0) form.remove([name]);
    else form.set([name], next);
  };
  return (
    <fieldset css={styles.field} data-path={name}>
      <legend>{label}</legend>
      <span css={styles.hint}>At most {max}. The site lists the entries of each on its own page.</span>
      {keys.length === 0 && <span css={styles.hint}>The collection lists none yet.</span>}
      {keys.map((key) => (
        <label key={key} css={styles.switchRow}>
          <input type="checkbox" checked={chosen.includes(key)} onChange={(event) => toggle(key, event.target.checked)} />
          {labels[key] ?? `${key} (not in the site's list)`}
        </label>
      ))}
      <ProblemLines problems={problems} />
    </fieldset>
  );
}
