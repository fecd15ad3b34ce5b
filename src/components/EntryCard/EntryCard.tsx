import type { EntryCard as EntryCardData } from "../../content/news/views.ts";
import { MediaImage } from "../Media/MediaImage.tsx";
import { SmartLink } from "../SmartLink/SmartLink.tsx";
import { useWords } from "../../hooks/SiteContext.tsx";
import * as styles from "./styles.ts";

/** The width a card's picture is shown at: a third of the page on a desktop, the screen on a phone. */
const cardImageSizes = "(min-width: 1024px) 380px, (min-width: 720px) 50vw, 100vw";

/** Entries as cards: picture, type, date, title (the link) and summary; a preview's drafts and scheduled entries are marked. */
export function EntryCardList({ entries, headingLevel, eagerPictures = 0 }: { entries: readonly EntryCardData[]; headingLevel: 2 | 3; eagerPictures?: number }) {
  const words = useWords();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  if (entries.length === 0) return <p css={styles.empty}>{words.newsEmpty}</p>;
  return (
    <ul css={styles.grid}>
      {entries.map((entry, index) => (
        <li key={entry.route} css={styles.card}>
          <div css={styles.picture}>
            <MediaImage
              image={entry.image}
              sizes={cardImageSizes}
              // The first row opens the listing: its pictures are in the page's own HTML, so the largest paint need not wait for the app.
              loading={index < eagerPictures ? "eager" : "lazy"}
              {...(index === 0 && eagerPictures > 0 ? { fetchPriority: "high" as const } : {})} css={styles.image} fallback={<span css={styles.fallback} />} />
          </div>
          <div css={styles.text}>
            <p css={styles.meta}>
              <span css={styles.type}>{entry.typeLabel}</span>
              <time dateTime={entry.date.iso}>{entry.date.text}</time>
              {entry.stateLabel && <span css={styles.state}>{entry.stateLabel}</span>}
            </p>
            <Heading css={styles.title}>
              <SmartLink href={entry.route} css={styles.link}>
                {entry.title}
              </SmartLink>
            </Heading>
            <p css={styles.summary}>{entry.summary}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
