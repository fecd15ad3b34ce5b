import { useId } from "react";
import { ButtonRow } from "../../components/Button/ButtonRow.tsx";
import { Section } from "../../components/Section/Section.tsx";
import type { CtaBlock } from "./schema.ts";
import { title } from "../../components/Section/styles.ts";
import * as styles from "./styles.ts";
import { fieldMark } from "../../lib/field-mark.ts";

export function Cta({ block }: { block: CtaBlock }) {
  const headingId = useId();
  return (
    <Section id={block.id} block="cta" tone={block.tone === "brand" ? "brand" : "muted"} labelledBy={headingId}>
      <div css={styles.inner}>
        <h2 {...fieldMark("title")} id={headingId} css={title}>
          {block.title}
        </h2>
        {block.text && (
          <p {...fieldMark("text")} css={styles.text}>
            {block.text}
          </p>
        )}
        <ButtonRow actions={block.actions} align="center" />
      </div>
    </Section>
  );
}
