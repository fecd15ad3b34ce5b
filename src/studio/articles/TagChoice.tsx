/**
 * An article's tags, chosen from the labels its language's site settings give them (site.yaml
 * news.tags): a checkbox each, so only tags the site knows can be chosen. A tag the article has
 * that the site no longer lists stays shown, so it can be taken off.
 */
import { ProblemLines } from "./ProblemLines.tsx";
import { useForm } from "../form/context.tsx";
import * as styles from "../styles.ts";

export function TagChoice({ chosen, labels }: { chosen: readonly unknown[]; labels: Readonly<Record<string, string>> }) {
  const form = useForm();
  const problems = [...form.problems.entries()].filter(([path]) => path === "tags" || path.startsWith("tags[")).flatMap(([, found]) => found);
  const keys = [...Object.keys(labels), ...chosen.filter((key): key is string => typeof key === "string" && !(key in labels))];
  const toggle = (key: string, on: boolean) => {
    const next = on ? [...chosen, key] : chosen.filter((tag) => tag !== key);
    if (next.length === 0) form.remove(["tags"]);
    else form.set(["tags"], next);
  };
  return (
    <fieldset css={styles.field} data-path="tags">
      <legend>Tags</legend>
      <span css={styles.hint}>At most 5. The site lists the articles of each tag on its own page.</span>
      {keys.length === 0 && <span css={styles.hint}>The site settings list no tags yet (News: tags).</span>}
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
