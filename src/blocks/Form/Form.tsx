import { useId } from "react";
import { Section } from "../../components/Section/Section.tsx";
import { ContactDetails } from "./ContactDetails.tsx";
import { ContactForm } from "./ContactForm.tsx";
import type { FormBlock } from "./schema.ts";
import { eyebrow, eyebrowOnLight, title } from "../../components/Section/styles.ts";
import * as styles from "./styles.ts";

/** The contact form beside an optional details panel; the heading sits in the form's card, not above both. */
export function Form({ block }: { block: FormBlock }) {
  const headingId = useId();
  const labelledBy = block.title ? headingId : undefined;
  return (
    <Section id={block.id} block="form" tone={block.tone} labelledBy={labelledBy}>
      <div css={[styles.layout, block.details && styles.layoutWithDetails]}>
        <div css={styles.card}>
          {(block.eyebrow || block.title || block.intro) && (
            <header css={styles.header}>
              {block.eyebrow && <p css={[eyebrow, eyebrowOnLight]}>{block.eyebrow}</p>}
              {block.title && (
                <h2 id={headingId} css={title}>
                  {block.title}
                </h2>
              )}
              {block.intro && <p css={styles.intro}>{block.intro}</p>}
            </header>
          )}
          <ContactForm block={block} labelledBy={labelledBy} />
        </div>
        {block.details && <ContactDetails details={block.details} />}
      </div>
    </Section>
  );
}
