import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { Section } from "../../components/Section/Section.tsx";
import type { FaqBlock, FaqItem } from "./schema.ts";
import * as styles from "./styles.ts";
import { fieldMark } from "../../lib/field-mark.ts";

/** The WAI-ARIA accordion pattern: a native button gives Enter, Space and focus for free. */
function Question({ item, index }: { item: FaqItem; index: number }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const buttonId = `${id}-button`;
  const panelId = `${id}-panel`;
  return (
    <div {...fieldMark("items", index)} css={styles.item}>
      <h3 css={styles.heading}>
        <button {...fieldMark("items", index, "question")} type="button" id={buttonId} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)} css={styles.button}>
          <span>{item.question}</span>
          <span css={styles.chevron}>
            <ChevronDown size={20} strokeWidth={2} aria-hidden="true" focusable="false" />
          </span>
        </button>
      </h3>
      {/* hidden, not just collapsed by CSS, so a closed answer leaves the accessibility tree and the find-in-page results. */}
      <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} css={styles.panel}>
        <p {...fieldMark("items", index, "answer")}>{item.answer}</p>
      </div>
    </div>
  );
}

export function Faq({ block }: { block: FaqBlock }) {
  return (
    <Section id={block.id} block="faq" tone={block.tone} eyebrow={block.eyebrow} title={block.title} intro={block.intro}>
      <div css={styles.list}>
        {block.items.map((item, index) => (
          <Question key={`${item.question}-${index}`} item={item} index={index} />
        ))}
      </div>
    </Section>
  );
}
