import { useId } from "react";
import { Section } from "../../components/Section/Section.tsx";
import type { TableBlock } from "./schema.ts";
import * as styles from "./styles.ts";
import { Bidi } from "../../components/Bidi/Bidi.tsx";
import { fieldMark } from "../../lib/field-mark.ts";

export function Table({ block }: { block: TableBlock }) {
  const captionId = useId();
  const noteId = useId();
  return (
    <Section id={block.id} block="table" tone={block.tone} eyebrow={block.eyebrow} title={block.title} intro={block.intro}>
      <div css={styles.root}>
        <div css={styles.frame}>
          {/* Focusable and named so keyboard and screen-reader users can scroll it on narrow screens. */}
          <div css={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
            <table css={styles.table} aria-describedby={block.note ? noteId : undefined}>
              <caption {...fieldMark("caption")} id={captionId} css={styles.caption}>
                {block.caption}
              </caption>
              <thead>
                <tr>
                  {block.columns.map((column, index) => (
                    <th {...fieldMark("columns", index)} key={`${column}-${index}`} scope="col">
                      <Bidi text={column} />
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {block.rows.map((row, rowIndex) => (
                  <tr key={`${row[0]}-${rowIndex}`}>
                    {row.map((cell, cellIndex) =>
                      cellIndex === 0 ? (
                        <th {...fieldMark("rows", rowIndex, cellIndex)} key={cellIndex} scope="row">
                          <Bidi text={cell} />
                        </th>
                      ) : (
                        <td {...fieldMark("rows", rowIndex, cellIndex)} key={cellIndex}>
                          <Bidi text={cell} />
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
        {block.note && (
          <p {...fieldMark("note")} id={noteId} css={styles.note}>
            {block.note}
          </p>
        )}
      </div>
    </Section>
  );
}
