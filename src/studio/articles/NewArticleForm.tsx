/**
 * "New article": the editor types the title; the address it will have is said at each
 * keystroke, or, when another article has it, why not, naming that article.
 */
import { useState } from "react";
import * as styles from "../styles.ts";
import type { ArticleProposal } from "./new-article.ts";

export function NewArticleForm({ propose, onCreate }: { propose(title: string): ArticleProposal; onCreate(title: string): void }) {
  const [title, setTitle] = useState<string>();
  if (title === undefined) {
    return (
      <button type="button" css={styles.button} onClick={() => setTitle("")}>
        New article
      </button>
    );
  }
  const proposal = propose(title);
  return (
    <form
      css={styles.field}
      onSubmit={(event) => {
        event.preventDefault();
        if (!proposal.ok) return;
        onCreate(title);
        setTitle(undefined);
      }}
    >
      <label htmlFor="new-article-title">Article title</label>
      <input id="new-article-title" type="text" aria-describedby="new-article-address" aria-invalid={title !== "" && !proposal.ok ? true : undefined} value={title} onChange={(event) => setTitle(event.target.value)} autoFocus />
      <span id="new-article-address" css={title !== "" && !proposal.ok ? styles.problem : styles.hint} aria-live="polite">
        {proposal.ok ? `Its address will be ${proposal.route}.` : title === "" ? "The article's address is made from its title." : proposal.message}
      </span>
      <div style={{ display: "flex", gap: "0.5rem" }}>
        <button type="submit" css={styles.button} disabled={!proposal.ok}>
          Create article
        </button>
        <button type="button" css={styles.button} onClick={() => setTitle(undefined)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
