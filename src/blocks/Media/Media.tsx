import { MediaImage } from "../../components/Media/MediaImage.tsx";
import { coverFrameSizes } from "../../lib/image-sizes.ts";
import { Section } from "../../components/Section/Section.tsx";
import { MediaFallback } from "./MediaFallback.tsx";
import type { MediaBlock } from "./schema.ts";
import * as styles from "./styles.ts";

export function Media({ block }: { block: MediaBlock }) {
  return (
    <Section id={block.id} block="media" tone={block.tone} eyebrow={block.eyebrow} title={block.title} intro={block.intro}>
      <figure css={styles.figure}>
        <div css={[styles.frame(block.height), block.rounded && styles.rounded]}>
          <MediaImage image={block.image} sizes={coverFrameSizes(block.height)} loading="lazy" fallback={<MediaFallback image={block.image} />} />
        </div>
        {block.caption && <figcaption css={styles.caption}>{block.caption}</figcaption>}
      </figure>
    </Section>
  );
}
