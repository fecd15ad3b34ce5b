import { useId } from "react";
import { ButtonRow } from "../../components/Button/ButtonRow.tsx";
import { badgeCheck, circleCheck, plane, quote } from "../../components/Icon/drawings.ts";
import { Glyph } from "../../components/Icon/Glyph.tsx";
import { MediaImage } from "../../components/Media/MediaImage.tsx";
import { asideColumnSizes } from "../../lib/image-sizes.ts";
import { isLightTone, Section } from "../../components/Section/Section.tsx";
import { eyebrow, eyebrowOnLight, title } from "../../components/Section/styles.ts";
import type { TextBlock } from "./schema.ts";
import * as styles from "./styles.ts";
import { fieldMark } from "../../lib/field-mark.ts";

export function Text({ block }: { block: TextBlock }) {
  const headingId = useId();
  const centred = block.align === "center";
  const aside = block.quote ? (
    <figure css={styles.quote}>
      <Glyph drawing={quote} size={36} />
      <blockquote>
        <p {...fieldMark("quote", "text")}>{block.quote.text}</p>
      </blockquote>
      <figcaption {...fieldMark("quote", "cite")}>— {block.quote.cite}</figcaption>
    </figure>
  ) : block.image ? (
    <div css={styles.picture}>
      <MediaImage
        image={block.image}
        sizes={asideColumnSizes}
        fallback={
          <span css={styles.pictureFallback} aria-hidden="true">
            <Glyph drawing={plane} size={64} strokeWidth={1.25} />
          </span>
        }
      />
    </div>
  ) : null;

  return (
    <Section id={block.id} block="text" tone={block.tone} labelledBy={headingId}>
      <div css={styles.layout(aside !== null)}>
        <div css={[styles.copy, centred && styles.centred]}>
          {block.eyebrow && (
            <p {...fieldMark("eyebrow")} css={[eyebrow, isLightTone(block.tone) && eyebrowOnLight]}>
              {block.eyebrow}
            </p>
          )}
          <h2 {...fieldMark("title")} id={headingId} css={[title, styles.titleGap]}>
            {block.title}
          </h2>
          {block.body?.map((paragraph, index) => (
            <p {...fieldMark("body", index)} key={index} css={styles.paragraph}>
              {paragraph}
            </p>
          ))}
          {block.points && (
            <ul css={styles.points}>
              {block.points.map((point, index) => (
                <li {...fieldMark("points", index)} key={point}>
                  <Glyph drawing={circleCheck} size={20} />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          )}
          {block.badges && (
            <ul css={[styles.badges, centred && styles.centredRow]}>
              {block.badges.map((badge, index) => (
                <li {...fieldMark("badges", index)} key={badge} css={styles.badge}>
                  <Glyph drawing={badgeCheck} size={18} />
                  {badge}
                </li>
              ))}
            </ul>
          )}
          <ButtonRow actions={block.actions} align={centred ? "center" : "start"} gap="sm" />
        </div>
        {aside}
      </div>
    </Section>
  );
}
