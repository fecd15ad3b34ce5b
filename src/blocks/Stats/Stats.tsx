import { useRef } from "react";
import { ButtonRow } from "../../components/Button/ButtonRow.tsx";
import { Section } from "../../components/Section/Section.tsx";
import { useInViewOnce } from "../../hooks/useInViewOnce.ts";
import { Counter } from "./Counter.tsx";
import type { StatsBlock } from "./schema.ts";
import * as styles from "./styles.ts";
import { fieldMark } from "../../lib/field-mark.ts";

export function Stats({ block }: { block: StatsBlock }) {
  const listRef = useRef<HTMLUListElement>(null);
  const started = useInViewOnce(listRef);
  const onDark = block.tone === "dark" || block.tone === "brand";
  return (
    <Section id={block.id} block="stats" tone={block.tone} eyebrow={block.eyebrow} title={block.title} intro={block.intro}>
      <ul ref={listRef} css={styles.grid} data-started={started}>
        {block.items.map((stat, index) => (
          <li {...fieldMark("items", index)} key={stat.label} css={[styles.item, !onDark && styles.onLight]}>
            <Counter {...fieldMark("items", index, "value")} stat={stat} started={started} css={styles.value} />
            <span {...fieldMark("items", index, "label")} css={styles.label}>
              {stat.label}
            </span>
          </li>
        ))}
      </ul>
      <ButtonRow actions={block.actions} align="center" gap="lg" />
    </Section>
  );
}
