/**
 * Deleting an article: asked first, naming it; its translation goes too only when the editor
 * ticks it. One change (one commit on GitHub), made at once: no unsaved delete waits anywhere.
 */
import { useEffect, useRef, useState } from "react";
import * as styles from "../styles.ts";

interface DeleteArticleProps {
  title: string;
  /** What one entry is called: article, event, role. */
  one: string;
  /** The article's translations there are, by language name. */
  translationNames: readonly string[];
  onDelete(withTranslations: boolean): Promise<boolean>;
}

export function DeleteArticle({ title, one, translationNames, onDelete }: DeleteArticleProps) {
  const [asking, setAsking] = useState(false);
  // Once the question is put away, the keyboard goes back to the button that asked it.
  const [answered, setAnswered] = useState(false);
  const [withTranslations, setWithTranslations] = useState(false);
  const [busy, setBusy] = useState(false);
  const question = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) question.current?.focus();
    else if (answered) opener.current?.focus();
  }, [asking, answered]);
  if (!asking) {
    return (
      <button ref={opener} type="button" css={styles.button} style={{ marginTop: "1rem" }} onClick={() => setAsking(true)}>
        Delete this {one}
      </button>
    );
  }
  const close = () => {
    setAsking(false);
    setAnswered(true);
    setWithTranslations(false);
  };
  return (
    <div
      ref={question}
      role="alertdialog"
      aria-labelledby="delete-article-question"
      aria-describedby="delete-article-what"
      tabIndex={-1}
      css={styles.notice}
      onKeyDown={(event) => {
        if (event.key === "Escape") close();
      }}
    >
      <p id="delete-article-question" style={{ margin: 0, fontWeight: 600 }}>
        Delete the {one} “<bdi>{title}</bdi>”?
      </p>
      <p id="delete-article-what" style={{ margin: 0 }}>
        It leaves the site once the deletion is published. Its earlier versions stay in the history.
      </p>
      {translationNames.length > 0 && (
        <label css={styles.switchRow}>
          <input type="checkbox" checked={withTranslations} onChange={(event) => setWithTranslations(event.target.checked)} />
          Delete its {translationNames.join(" and ")} translation too
        </label>
      )}
      <div style={{ display: "flex", gap: "0.5rem" }}>
        <button
          type="button"
          css={styles.button}
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void onDelete(withTranslations).then((done) => {
              setBusy(false);
              if (!done) close();
            });
          }}
        >
          Delete {one}
        </button>
        <button type="button" css={styles.button} disabled={busy} onClick={close}>
          Keep it
        </button>
      </div>
    </div>
  );
}
