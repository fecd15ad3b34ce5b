import * as styles from "../styles.ts";

/** Paths, keys and versions a developer may need, folded away from the editor's words. */
export function DeveloperDetails({ text }: { text: string }) {
  return (
    <details css={styles.hint}>
      <summary>Details</summary>
      {text}
    </details>
  );
}
