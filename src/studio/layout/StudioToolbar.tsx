/**
 * The studio's toolbar: undo and redo, the save message (github) and Save, the status line,
 * the way to the inbox, and whatever the place the studio runs in adds at its end.
 */
import type { ReactNode } from "react";
import * as styles from "../styles.ts";
import type { StatusLine } from "../status-line.ts";
import { DeveloperDetails } from "./DeveloperDetails.tsx";

interface StudioToolbarProps {
  /** Once the content is here: "Verdavia" makes "Verdavia Studio". */
  brand: string | undefined;
  canUndo: boolean;
  canRedo: boolean;
  onUndo(): void;
  onRedo(): void;
  /** The save message's field, where saves become commits that carry one; with its value. */
  messageField: { message: string; setMessage(message: string): void } | undefined;
  readOnly: boolean;
  /** A save is on its way. */
  busy: boolean;
  onSave(): void;
  /** The status line's words (status-line.ts) and, for a developer, its details. */
  statusWords: string;
  status: StatusLine;
  /** Drawn at the end (StudioChrome.toolbar). */
  children?: ReactNode;
}

export function StudioToolbar({ brand, canUndo, canRedo, onUndo, onRedo, messageField, readOnly, busy, onSave, statusWords, status, children }: StudioToolbarProps) {
  return (
    <header css={styles.toolbar} aria-label="Studio toolbar">
      <h1>{brand !== undefined ? `${brand} Studio` : "Studio"}</h1>
      <button type="button" css={styles.button} disabled={!canUndo} onClick={onUndo} aria-keyshortcuts="Control+Z">
        Undo
      </button>
      <button type="button" css={styles.button} disabled={!canRedo} onClick={onRedo} aria-keyshortcuts="Control+Shift+Z">
        Redo
      </button>
      {messageField && (
        <label css={styles.messageField}>
          <span>Save message</span>
          <input type="text" value={messageField.message} onChange={(event) => messageField.setMessage(event.target.value)} placeholder="Said for you if left empty" maxLength={200} />
        </label>
      )}
      <button type="button" css={[styles.button, styles.primaryButton]} disabled={readOnly || busy} aria-busy={busy} onClick={onSave} aria-keyshortcuts="Control+S">
        {busy ? "Saving…" : "Save"}
      </button>
      <p role="status" css={styles.status} data-studio-status="">
        {statusWords}
      </p>
      {status.details && <DeveloperDetails text={status.details} />}
      <a href="#/inbox" css={styles.button}>
        Inbox
      </a>
      {children}
    </header>
  );
}
