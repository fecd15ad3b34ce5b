/**
 * Beside a translation's text: the English article's blocks, read only, in order, each marked
 * when it changed since the translation was marked (or was never marked), showing the English
 * as it reads now.
 */
import type { EnglishSource } from "../form/translation-aid.ts";
import * as styles from "../styles.ts";

const stateWords: Record<EnglishSource["state"], string> = {
  current: "translated",
  page: "",
  unmarked: "not yet marked as translated",
  untranslated: "not yet translated",
  changed: "the English changed since this was translated",
};

export function EnglishBlocks({ blocks }: { blocks: readonly { index: number; text: string; state: EnglishSource["state"] }[] }) {
  return (
    <section aria-labelledby="english-blocks-heading">
      <h3 id="english-blocks-heading">The English text, block by block</h3>
      <ol style={{ paddingInlineStart: "1.25rem" }}>
        {blocks.map((block) => (
          <li key={block.index} data-english-block={block.index} data-state={block.state}>
            <p css={styles.hint} style={{ margin: "0.5rem 0 0.2rem" }}>
              Block {block.index + 1}: {stateWords[block.state]}
            </p>
            <pre css={styles.englishSource} lang="en" dir="ltr" data-state={block.state} style={{ whiteSpace: "pre-wrap", fontFamily: "inherit" }}>
              {block.text}
            </pre>
          </li>
        ))}
      </ol>
    </section>
  );
}
