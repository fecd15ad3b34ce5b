import { ButtonRow } from "../../components/Button/ButtonRow.tsx";
import { Section } from "../../components/Section/Section.tsx";
import { Card } from "./Card.tsx";
import type { CardsBlock } from "./schema.ts";
import * as styles from "./styles.ts";

export function Cards({ block }: { block: CardsBlock }) {
  return (
    <Section id={block.id} block="cards" tone={block.tone} eyebrow={block.eyebrow} title={block.title} intro={block.intro}>
      <ul css={styles.grid(block.columns, block.items.length)}>
        {block.items.map((item, index) => (
          <li key={`${item.title}-${index}`}>
            <Card item={item} variant={block.variant} index={index} />
          </li>
        ))}
      </ul>
      <ButtonRow actions={block.actions} align="center" gap="lg" />
    </Section>
  );
}
