import { ButtonRow } from "../../components/Button/ButtonRow.tsx";
import { Section } from "../../components/Section/Section.tsx";
import { gridColumnSizes } from "../../lib/image-sizes.ts";
import { Card } from "./Card.tsx";
import type { CardsBlock } from "./schema.ts";
import * as styles from "./styles.ts";

export function Cards({ block }: { block: CardsBlock }) {
  const layout = styles.columnsOf(block.columns, block.items.length);
  const photoSizes = gridColumnSizes(layout.large, layout.medium);
  return (
    <Section id={block.id} block="cards" tone={block.tone} eyebrow={block.eyebrow} title={block.title} intro={block.intro}>
      <ul css={styles.grid(block.columns, block.items.length)}>
        {block.items.map((item, index) => (
          <li key={`${item.title}-${index}`}>
            <Card item={item} variant={block.variant} index={index} photoSizes={photoSizes} />
          </li>
        ))}
      </ul>
      <ButtonRow actions={block.actions} align="center" gap="lg" />
    </Section>
  );
}
