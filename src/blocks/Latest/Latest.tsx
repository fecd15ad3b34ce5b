import { Section } from "../../components/Section/Section.tsx";
import { EntryCardList } from "../../components/EntryCard/EntryCard.tsx";
import { Button } from "../../components/Button/Button.tsx";
import type { EntryCard } from "../../content/collections/views.ts";
import type { LatestBlock } from "./schema.ts";
import * as styles from "./styles.ts";

/** The newest entries; the build fills `entries` from the collection, newest first. */
export function Latest({ block }: { block: LatestBlock & { entries?: EntryCard[] } }) {
  const entries = block.entries ?? [];
  return (
    <Section id={block.id} block="latest" tone="muted" eyebrow={block.eyebrow} title={block.title} intro={block.intro}>
      <EntryCardList entries={entries} headingLevel={block.title ? 3 : 2} />
      {block.action && (
        <div css={styles.actions}>
          <Button action={block.action} />
        </div>
      )}
    </Section>
  );
}
