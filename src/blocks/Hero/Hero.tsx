import { useRef } from "react";
import { ButtonRow } from "../../components/Button/ButtonRow.tsx";
import { BackgroundVideo } from "../../components/Media/BackgroundVideo.tsx";
import { MediaImage } from "../../components/Media/MediaImage.tsx";
import { useRevealed } from "../../hooks/useInViewOnce.ts";
import type { HeroBlock } from "./schema.ts";
import * as styles from "./styles.ts";
import { fieldMark } from "../../lib/field-mark.ts";

export function Hero({ block }: { block: HeroBlock }) {
  const ref = useRef<HTMLElement>(null);
  const entered = useRevealed(ref);
  const fades = block.entrance === "fade";
  const part = (kind: "heading" | "paragraph") => (fades ? { "data-entrance-part": kind } : {});
  const centred = block.size !== "page";
  const poster = block.video?.poster;
  const backdrop = block.image ?? (poster ? { src: poster, decorative: true } : undefined);
  return (
    <section
      ref={ref}
      id={block.id}
      data-block="hero"
      css={[styles.root, styles.sizes[block.size], fades && styles.entrance]}
      {...(fades ? { "data-entered": entered } : {})}
      aria-labelledby={block.id ? `${block.id}-title` : undefined}
    >
      {backdrop && (
        <div css={styles.media_} aria-hidden="true">
          <MediaImage image={{ ...backdrop, decorative: true }} sizes="100vw" loading="eager" fetchPriority="high" />
        </div>
      )}
      {block.video && <BackgroundVideo video={block.video} />}
      {(backdrop || block.video) && <div css={styles.scrim} aria-hidden="true" />}
      <div css={[styles.content, centred && styles.centred]}>
        {block.eyebrow && (
          <p {...fieldMark("eyebrow")} css={styles.eyebrow}>
            {block.eyebrow}
          </p>
        )}
        <h1 {...fieldMark("title")} id={block.id ? `${block.id}-title` : undefined} css={styles.title} {...part("heading")}>
          {block.title}
        </h1>
        {block.subtitle && (
          <p {...fieldMark("subtitle")} css={styles.subtitle} {...part("paragraph")}>
            {block.subtitle}
          </p>
        )}
        {block.text && (
          <p {...fieldMark("text")} css={styles.text} {...part("paragraph")}>
            {block.text}
          </p>
        )}
        <ButtonRow actions={block.actions} align={centred ? "center" : "start"} />
      </div>
    </section>
  );
}
