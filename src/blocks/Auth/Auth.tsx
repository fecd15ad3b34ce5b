import type { AuthBlock } from "./schema.ts";
import * as styles from "./styles.ts";

/** The visible part of the sign-in landing; the status role announces it to screen readers. */
export function Auth({ block }: { block: AuthBlock }) {
  return (
    <section id={block.id} data-block="auth" css={styles.root}>
      <div role="status" css={styles.status}>
        <span css={styles.spinner} aria-hidden="true" />
        <h1 css={styles.title}>{block.title}</h1>
        <p css={styles.text}>{block.text}</p>
      </div>
    </section>
  );
}
