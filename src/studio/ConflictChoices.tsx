/**
 * A save that met someone else's change of the same fields: for each field both changed, the
 * value before, theirs and the editor's, and a choice. Their other changes come in and the
 * editor's other edits stay, without a question; one save then makes one commit.
 */
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import type { Change } from "./editing/changes.ts";
import * as look from "./choice-styles.ts";
import { entryThreeWay } from "./articles/body/entry-three-way.ts";
import { mergedBody } from "./articles/body/body-merge.ts";
import { ParagraphChoices, type ParagraphSide } from "./articles/ParagraphChoices.tsx";
import { changeTo, threeWay } from "./editing/field-edits.ts";
import { fieldLabel, valueLines } from "./field-names.ts";
import type { StudioFile } from "./protocol.ts";
import { currentData, type FileState } from "./store.ts";
import * as styles from "./styles.ts";

export interface ConflictChoicesProps {
  /** The editor's file: the text they started from and their edits. */
  mine: FileState;
  theirs: StudioFile;
  /** Who changed it, when, and with what message, in a sentence. */
  message: string;
  /** Who "they" are, for the labels ("Dana Developer's"). */
  author?: string;
  pageName: string;
  /** "See their change", the developer's details. */
  children?: ReactNode;
  /** What the button does: save (a refused save) or take their text in (a file changed on disk). */
  actionLabel: string;
  /** Take the keyboard to the panel when it appears (after the editor pressed Save, not while they type). */
  focusOnShow?: boolean;
  /** Their text with these changes on top: the editor's fields only they changed, and each field chosen as theirs. */
  onResolve(changes: Change[], keptTheirs: number): void;
}

type Side = "mine" | "theirs";

export function ConflictChoices({ mine, theirs, message, author, pageName, children, actionLabel, focusOnShow = false, onResolve }: ConflictChoicesProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const shown = heading.current;
    if (!focusOnShow || !shown) return;
    // Only the form's column scrolls to the panel: focus's own scrolling would move the whole studio.
    shown.focus({ preventScroll: true });
    const column = shown.closest("main");
    if (column) column.scrollTop += shown.getBoundingClientRect().top - column.getBoundingClientRect().top - 16;
  }, [focusOnShow]);
  // An article's text is met paragraph by paragraph: only the paragraphs both changed are asked about.
  const { merged, choices, body } = useMemo(() => (theirs.kind === "entry" ? entryThreeWay : threeWay)(mine.file.data, currentData(mine), theirs.data) as ReturnType<typeof entryThreeWay>, [mine, theirs]);
  const [chosen, setChosen] = useState<Record<number, Side>>({});
  const [paragraphsChosen, setParagraphsChosen] = useState<Record<number, ParagraphSide>>({});
  const paragraphs = body?.merge.choices ?? [];
  const missing = choices.filter((choice, index) => choice.placed && !chosen[index]).length + paragraphs.filter((_, index) => !paragraphsChosen[index]).length;
  const headingId = `conflict-${theirs.path}`;
  const whose = author ? `${author}'s` : "Theirs";
  const resolve = () => {
    const mineChosen = choices.filter((choice, index) => choice.placed && chosen[index] === "mine").map((choice) => changeTo(choice.path, choice.mine));
    const text = body ? [changeTo(body.place, mergedBody(body.merge, paragraphs.map((_, index) => paragraphsChosen[index] ?? "theirs")))] : [];
    const paragraphsMine = paragraphs.filter((_, index) => paragraphsChosen[index] === "mine").length;
    onResolve([...merged, ...mineChosen, ...text], choices.length + paragraphs.length - mineChosen.length - paragraphsMine);
  };
  return (
    <section css={look.choicePanel} aria-labelledby={headingId} data-conflict-choices="">
      <h2 id={headingId} ref={heading} tabIndex={-1}>Your edits met another change to {pageName}</h2>
      <p role="alert">{message}</p>
      {children}
      {paragraphs.length > 0 && (
        <p>
          {paragraphs.length === 1 ? "One part of the text was" : `${paragraphs.length} parts of the text were`} changed on both sides: choose which version to keep. Their changes to
          other paragraphs come in and your other edits stay.
        </p>
      )}
      <ParagraphChoices choices={paragraphs} chosen={paragraphsChosen} author={author} idPrefix={headingId} onChoose={(index, side) => setParagraphsChosen((all) => ({ ...all, [index]: side }))} />
      {choices.length > 0 ? (
        <p>
          {choices.length === 1 ? "One field was" : `${choices.length} fields were`} changed on both sides: choose which to keep for each. The rest of their change comes in and
          your other edits stay.
        </p>
      ) : (
        paragraphs.length === 0 && <p>None of the fields you edited were changed by them: their change comes in and your edits stay on top.</p>
      )}
      {choices.map((choice, index) => {
        const label = fieldLabel(pageName, theirs.data, choice.path);
        const name = `${headingId}-${index}`;
        return (
          <fieldset key={name} css={look.fieldChoice} data-field-choice="">
            <legend>{label}</legend>
            <dl css={look.compared} aria-label={`${label}: before, ${author ? `${author}'s` : "theirs"} and yours`}>
              <dt>Before</dt>
              <dd>{valueLines(choice.before).join("\n")}</dd>
              <dt>{whose}</dt>
              <dd>{choice.placed ? valueLines(choice.theirs).join("\n") : "(removed, with its section or item)"}</dd>
              <dt>Yours</dt>
              <dd data-side="mine">{valueLines(choice.mine).join("\n")}</dd>
            </dl>
            <div css={look.choiceButtons}>
              <label>
                <input type="radio" name={name} disabled={!choice.placed} checked={chosen[index] === "mine"} onChange={() => setChosen((all) => ({ ...all, [index]: "mine" }))} />
                Use mine
              </label>
              <label>
                <input type="radio" name={name} checked={chosen[index] === "theirs" || !choice.placed} onChange={() => setChosen((all) => ({ ...all, [index]: "theirs" }))} />
                Use theirs
              </label>
            </div>
          </fieldset>
        );
      })}
      <div css={look.choiceButtons}>
        <button type="button" css={[styles.button, styles.primaryButton]} disabled={missing > 0} aria-describedby={missing > 0 ? `${headingId}-missing` : undefined} onClick={resolve}>
          {actionLabel}
        </button>
        {missing > 0 && (
          <span id={`${headingId}-missing`}>
            {missing === 1 ? "Choose for the one above first." : `Choose for each of the ${missing} above first.`}
          </span>
        )}
      </div>
    </section>
  );
}
