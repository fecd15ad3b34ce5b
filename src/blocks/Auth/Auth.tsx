import { Button } from "../../components/Button/Button.tsx";
import type { AuthBlock } from "./schema.ts";
import * as styles from "./styles.ts";
import { useSignIn } from "./useSignIn.ts";

/** The sign-in landing. The status role announces progress; a failure is an alert with a way home. */
export function Auth({ block }: { block: AuthBlock }) {
  const view = useSignIn();
  return (
    <section id={block.id} data-block="auth" data-view={view} css={styles.root}>
      {view === "processing" ? (
        <div role="status" css={styles.status}>
          <span css={styles.spinner} aria-hidden="true" />
          <h1 css={styles.title}>{block.title}</h1>
          <p css={styles.text}>{block.text}</p>
        </div>
      ) : (
        <div role="alert" css={styles.status}>
          <h1 css={styles.title}>{block.errorTitle}</h1>
          <p css={styles.text}>{block.errorText}</p>
          <Button action={{ label: block.homeLabel, href: "/", size: "lg" }} />
        </div>
      )}
    </section>
  );
}
