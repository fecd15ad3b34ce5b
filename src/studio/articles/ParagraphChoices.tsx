/**
 * The paragraphs of an article both the editor and someone else changed since the editor opened
 * it: each named by its first words, with their version and the editor's side by side, and the
 * choice to keep theirs or put the editor's. Paragraphs only one side changed are not asked about.
 */
import * as look from "../choice-styles.ts";
import type { BlockChoice } from "./body/body-merge.ts";

export type ParagraphSide = "mine" | "theirs";

interface ParagraphChoicesProps {
  choices: readonly BlockChoice[];
  chosen: Readonly<Record<number, ParagraphSide>>;
  /** "Dana Developer", or undefined when the store does not say who. */
  author: string | undefined;
  /** A unique prefix for the radio groups' names. */
  idPrefix: string;
  onChoose(index: number, side: ParagraphSide): void;
}

/** “The paragraph beginning “Verdavia will exhibit…” was changed by Dana Developer since you opened it; you changed it too.” */
export function paragraphConflictWords(choice: BlockChoice, author: string | undefined): string {
  return `${choice.name} was changed by ${author ?? "someone else"} since you opened it; you changed it too.`;
}

export function ParagraphChoices({ choices, chosen, author, idPrefix, onChoose }: ParagraphChoicesProps) {
  const whose = author ? `${author}'s version` : "Their version";
  return (
    <>
      {choices.map((choice, index) => {
        const name = `${idPrefix}-paragraph-${index}`;
        return (
          <fieldset key={name} css={look.fieldChoice} data-paragraph-choice="">
            <legend>{paragraphConflictWords(choice, author)}</legend>
            <div css={look.sideBySide}>
              <figure data-side="theirs">
                <figcaption>{whose}</figcaption>
                <p>{choice.theirsWords || "(removed)"}</p>
              </figure>
              <figure data-side="mine">
                <figcaption>Your version</figcaption>
                <p>{choice.mineWords || "(removed)"}</p>
              </figure>
            </div>
            <div css={look.choiceButtons}>
              <label>
                <input type="radio" name={name} checked={chosen[index] === "theirs"} onChange={() => onChoose(index, "theirs")} />
                Keep theirs
              </label>
              <label>
                <input type="radio" name={name} checked={chosen[index] === "mine"} onChange={() => onChoose(index, "mine")} />
                Put mine
              </label>
            </div>
          </fieldset>
        );
      })}
    </>
  );
}
