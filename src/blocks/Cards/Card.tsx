import { useWords } from "../../hooks/SiteContext.tsx";
import { fillWord } from "../../lib/fill-word.ts";
import { arrowRight, mapPin } from "../../components/Icon/drawings.ts";
import { Glyph } from "../../components/Icon/Glyph.tsx";
import { Icon } from "../../components/Icon/Icon.tsx";
import { MediaImage } from "../../components/Media/MediaImage.tsx";
import { SmartLink } from "../../components/SmartLink/SmartLink.tsx";
import { initialsOf } from "../../lib/initials.ts";
import type { CardItem, CardsBlock } from "./schema.ts";
import * as styles from "./styles.ts";
import { fieldMark } from "../../lib/field-mark.ts";

export interface CardProps {
  item: CardItem;
  variant: CardsBlock["variant"];
  index: number;
  /** The `sizes` of the card's photo slot, from the grid it sits in. */
  photoSizes: string;
}

export function Card({ item, variant, index, photoSizes }: CardProps) {
  const words = useWords();
  const isPhoto = variant === "photo";
  const body = (
    <>
      {variant === "step" && (
        <span css={styles.stepNumber} aria-hidden="true">
          {index + 1}
        </span>
      )}
      {variant === "location" && !item.icon && (
        <span css={styles.iconBadge}>
          <Glyph drawing={mapPin} size={26} strokeWidth={1.75} />
        </span>
      )}
      {item.icon && variant !== "step" && (
        <span css={styles.iconBadge}>
          <Icon name={item.icon} size={26} />
        </span>
      )}
      <h3 {...fieldMark("items", index, "title")} css={styles.title}>
        {variant === "step" && <span className="visually-hidden">{fillWord(words.step, { number: index + 1 })} </span>}
        {item.title}
      </h3>
      {item.meta && (
        <p {...fieldMark("items", index, "meta")} css={styles.meta}>
          {item.meta}
        </p>
      )}
      {item.text && (
        <p {...fieldMark("items", index, "text")} css={styles.text}>
          {item.text}
        </p>
      )}
      {item.link && (
        <SmartLink {...fieldMark("items", index, "link", "label")} href={item.link.href} css={styles.link} aria-label={`${item.link.label}: ${item.title}`}>
          {item.link.label}
          <Glyph drawing={arrowRight} size={16} />
        </SmartLink>
      )}
    </>
  );

  const lifts = item.link !== undefined && styles.linkedCard;
  if (!isPhoto)
    return (
      <article {...fieldMark("items", index)} css={[styles.card, lifts]}>
        {body}
      </article>
    );
  return (
    <article {...fieldMark("items", index)} css={[styles.card, lifts, styles.photoCard]}>
      <div css={styles.photo}>
        <span css={styles.initials} aria-hidden="true">
          {initialsOf(item.title)}
        </span>
        {item.image && <MediaImage image={item.image} sizes={photoSizes} css={{ position: "relative" }} />}
      </div>
      <div className="card-body">{body}</div>
    </article>
  );
}
