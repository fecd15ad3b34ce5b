import { Quote, Star } from "lucide-react";
import { MediaImage } from "../../components/Media/MediaImage.tsx";
import { Section } from "../../components/Section/Section.tsx";
import { initialsOf } from "../../lib/initials.ts";
import type { Testimonial, TestimonialsBlock } from "./schema.ts";
import * as styles from "./styles.ts";
import { useWords } from "../../hooks/SiteContext.tsx";
import { fillWord } from "../../lib/fill-word.ts";
import { fieldMark } from "../../lib/field-mark.ts";

const maxRating = 5;

/** One image with a spoken rating, so screen readers hear a sentence rather than five icons. */
function Stars({ rating }: { rating: number }) {
  const words = useWords();
  return (
    <div role="img" aria-label={fillWord(words.rating, { rating, max: maxRating })} css={styles.stars}>
      {Array.from({ length: maxRating }, (_, index) => (
        <Star key={index} size={18} strokeWidth={1.75} aria-hidden="true" focusable="false" css={index < rating ? styles.starOn : styles.starOff} />
      ))}
    </div>
  );
}

function Card({ item, index }: { item: Testimonial; index: number }) {
  const words = useWords();
  const affiliation = [item.role, item.company].filter(Boolean).join(`${words.listSeparator} `);
  return (
    <figure {...fieldMark("items", index)} css={styles.card}>
      <Quote size={36} strokeWidth={1.5} aria-hidden="true" focusable="false" css={styles.mark} />
      <Stars rating={item.rating} />
      <blockquote css={styles.quote}>
        <p {...fieldMark("items", index, "quote")}>{item.quote}</p>
      </blockquote>
      <figcaption css={styles.person}>
        <span css={styles.avatar}>
          {/* Behind the photo, so they show while it loads and stay when it fails. Hidden: the name is written beside them. */}
          <span css={styles.initials} aria-hidden="true">
            {initialsOf(item.name)}
          </span>
          {item.photo && <MediaImage image={item.photo} sizes="52px" />}
        </span>
        <span css={styles.who}>
          <span {...fieldMark("items", index, "name")} css={styles.name}>
            {item.name}
          </span>
          {affiliation && <span css={styles.role}>{affiliation}</span>}
        </span>
      </figcaption>
    </figure>
  );
}

export function Testimonials({ block }: { block: TestimonialsBlock }) {
  return (
    <Section id={block.id} block="testimonials" tone={block.tone} eyebrow={block.eyebrow} title={block.title} intro={block.intro}>
      <ul css={styles.grid(block.items.length)}>
        {block.items.map((item, index) => (
          <li key={`${item.name}-${index}`}>
            <Card item={item} index={index} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
