/**
 * Earlier edits that met a change of the same field on the site, offered back one field at a
 * time in the editor's words: what they wrote, what the site says now, what it said before,
 * and a choice. Each stays here, across reloads, until the editor makes it.
 */
import { useRef } from "react";
import { valueAt, type Change } from "./editing/changes.ts";
import { changeTo } from "./editing/field-edits.ts";
import * as look from "./choice-styles.ts";
import { fieldLabel, valueInWords, valueLines } from "./field-names.ts";
import type { SetAsideEdit } from "./store.ts";
import * as styles from "./styles.ts";

export interface KeptEditsProps {
  edits: readonly SetAsideEdit[];
  /** The page's name ("About Us") for a file. */
  pageName(path: string): string;
  /** The file's value as the site has it now (saved), or undefined when the site no longer has the file. */
  siteData(path: string): unknown;
  /** `mine`: the change that puts the editor's value back, as an unsaved edit. */
  onUseMine(edit: SetAsideEdit, mine: Change, label: string): void;
  onKeepSite(edit: SetAsideEdit, label: string): void;
}

const shortest = 140;
const shortened = (words: string) => (words.length > shortest ? `${words.slice(0, shortest - 1)}…’` : words);

export function KeptEdits({ edits, pageName, siteData, onUseMine, onKeepSite }: KeptEditsProps) {
  const list = useRef<HTMLUListElement>(null);
  // The chosen one leaves the list: the keyboard goes on to the next choice, not back to the page's top.
  const choose = (index: number, act: () => void) => {
    act();
    requestAnimationFrame(() => {
      const items = list.current?.querySelectorAll<HTMLElement>("[data-kept-edit]");
      const next = items?.[Math.min(index, (items?.length ?? 1) - 1)];
      (next?.querySelector<HTMLButtonElement>("button:not(:disabled)") ?? list.current?.closest("section")?.querySelector<HTMLElement>("h2"))?.focus();
    });
  };
  return (
    <section css={look.choicePanel} aria-labelledby="kept-edits-heading" data-kept-edits="">
      <h2 id="kept-edits-heading" tabIndex={-1}>
        {edits.length === 1 ? "An earlier edit waits for your choice" : `${edits.length} earlier edits wait for your choice`}
      </h2>
      <p>The site changed these fields after you edited them, so your edits were not put in. Nothing is lost: choose for each.</p>
      <ul ref={list}>
        {edits.map((edit, index) => {
          const data = siteData(edit.path);
          const label = fieldLabel(pageName(edit.path), data, edit.field);
          const site = edit.placed && data !== undefined ? valueAt(data, edit.field) : undefined;
          const placed = edit.placed && data !== undefined;
          const sentenceId = `kept-edit-${index}`;
          return (
            <li key={`${edit.path}:${JSON.stringify(edit.field)}:${index}`} data-kept-edit="">
              <p id={sentenceId}>
                Your earlier edit to {label}: {shortened(valueInWords(edit.mine))}.{" "}
                {placed ? `The site now says ${shortened(valueInWords(site))}.` : "The site no longer has this field: its section or item was removed."}
              </p>
              <dl css={look.compared} aria-label={`${label}: before, yours and the site's`}>
                {edit.beforeKnown && (
                  <>
                    <dt>Before your edit</dt>
                    <dd>{valueLines(edit.before).join("\n")}</dd>
                  </>
                )}
                <dt>Yours</dt>
                <dd data-side="mine">{valueLines(edit.mine).join("\n")}</dd>
                <dt>On the site now</dt>
                <dd>{placed ? valueLines(site).join("\n") : "(no such field)"}</dd>
              </dl>
              <div css={look.choiceButtons}>
                {placed && (
                  <button type="button" css={[styles.button, styles.primaryButton]} aria-describedby={sentenceId} onClick={() => choose(index, () => onUseMine(edit, changeTo(edit.field, edit.mine), label))}>
                    Use mine
                  </button>
                )}
                <button type="button" css={styles.button} aria-describedby={sentenceId} onClick={() => choose(index, () => onKeepSite(edit, label))}>
                  Keep the site's
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
