/**
 * "New article" (or "New event", "New role"): the editor types the title; the address it will
 * have is said at each keystroke, or, when another entry has it, why not, naming that entry.
 */
import { useState } from "react";
import * as styles from "../styles.ts";
import type { ArticleProposal } from "./new-article.ts";

export function NewArticleForm({ one, propose, onCreate }: { one: string; propose(title: string): ArticleProposal; onCreate(title: string): void }) {
  const [title, setTitle] = useState<string>();
  // One form per collection, each named after its kind of entry: new-article-title, new-event-title.
  const id = `new-${one.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}`;
  if (title === undefined) {
    return (
      <button type="button" css={styles.button} onClick={() => setTitle("")}>
        New {one}
      </button>
    );
  }
  const capital = `${one.charAt(0).toUpperCase()}${one.slice(1)}`;
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
      <label htmlFor={`${id}-title`}>{capital} title</label>
      <input id={`${id}-title`} type="text" aria-describedby={`${id}-address`} aria-invalid={title !== "" && !proposal.ok ? true : undefined} value={title} onChange={(event) => setTitle(event.target.value)} autoFocus />
      <span id={`${id}-address`} css={title !== "" && !proposal.ok ? styles.problem : styles.hint} aria-live="polite">
        {proposal.ok ? `Its address will be ${proposal.route}.` : title === "" ? `The ${one}'s address is made from its title.` : proposal.message}
      </span>
      <div style={{ display: "flex", gap: "0.5rem" }}>
        <button type="submit" css={styles.button} disabled={!proposal.ok}>
          Create {one}
        </button>
        <button type="button" css={styles.button} onClick={() => setTitle(undefined)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
