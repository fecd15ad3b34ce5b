/**
 * Beside a translation's text: the English article's blocks, read only, in order, each with
 * the block of the translation made from it (paired by text, as the validator pairs them, so
 * a block added above does not shift the rest) and marked when it changed since the
 * translation was marked, was moved, or is new; then the translation's blocks whose English
 * was removed.
 */
import type { EnglishBlock, OrphanedBlock } from "./entry-aid.ts";
import * as styles from "../styles.ts";

const stateWords: Record<EnglishBlock["state"], string> = {
  current: "translated",
  unmarked: "not yet marked as translated",
  untranslated: "new in English, not yet translated",
  changed: "the English changed since this was translated",
  moved: "translated, but the English moved it: put the translation at the same place",
};

function pairing(block: EnglishBlock): string {
  return block.translation === undefined ? "" : ` (block ${block.translation + 1} of the translation)`;
}

export function EnglishBlocks({ blocks, orphaned }: { blocks: readonly EnglishBlock[]; orphaned: readonly OrphanedBlock[] }) {
  return (
    <section aria-labelledby="english-blocks-heading">
      <h3 id="english-blocks-heading">The English text, block by block</h3>
      <ol style={{ paddingInlineStart: "1.25rem" }}>
        {blocks.map((block) => (
          <li key={block.index} data-english-block={block.index} data-translation-block={block.translation} data-state={block.state}>
            <p css={styles.hint} style={{ margin: "0.5rem 0 0.2rem" }}>
              Block {block.index + 1}: {stateWords[block.state]}
              {pairing(block)}
            </p>
            <pre css={styles.englishSource} lang="en" dir="ltr" data-english-state={block.state} style={{ whiteSpace: "pre-wrap", fontFamily: "inherit" }}>
              {block.text}
            </pre>
          </li>
        ))}
      </ol>
      {orphaned.length > 0 && (
        <>
          <h4>In the translation, no longer in the English</h4>
          <ul>
            {orphaned.map((block) => (
              <li key={block.index} data-orphaned-block={block.index}>
                <p css={styles.hint} style={{ margin: "0.5rem 0 0.2rem" }}>
                  Block {block.index + 1} of the translation: the English removed it. Remove it here too.
                </p>
                <pre css={styles.englishSource} dir="auto" style={{ whiteSpace: "pre-wrap", fontFamily: "inherit" }}>
                  {block.text}
                </pre>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
