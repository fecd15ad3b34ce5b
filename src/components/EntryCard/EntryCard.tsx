import type { EntryCard as EntryCardData } from "../../content/collections/views.ts";
import { MediaImage } from "../Media/MediaImage.tsx";
import { SmartLink } from "../SmartLink/SmartLink.tsx";
import { useWords } from "../../hooks/SiteContext.tsx";
import * as styles from "./styles.ts";

/** The width a card's picture is shown at: a third of the page on a desktop, the screen on a phone. */
const cardImageSizes = "(min-width: 1024px) 380px, (min-width: 720px) 50vw, 100vw";

interface EntryCardListProps {
  entries: readonly EntryCardData[];
  headingLevel: 2 | 3;
  eagerPictures?: number;
  /** What an empty list says; the site's words by default. */
  empty?: string | undefined;
}

/** Entries as cards: picture, label, date, title (the link), summary and short facts; a preview's drafts and scheduled entries are marked. */
export function EntryCardList({ entries, headingLevel, eagerPictures = 0, empty }: EntryCardListProps) {
  const words = useWords();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  if (entries.length === 0) return <p css={styles.empty}>{empty ?? words.listingEmpty}</p>;
  return (
    <ul css={styles.grid}>
      {entries.map((entry, index) => (
        <li key={entry.route} css={styles.card}>
          {entry.image && (
            <div css={styles.picture}>
              <MediaImage
                image={entry.image}
                sizes={cardImageSizes}
                // The first row opens the listing: its pictures are in the page's own HTML, so the largest paint need not wait for the app.
                loading={index < eagerPictures ? "eager" : "lazy"}
                {...(index === 0 && eagerPictures > 0 ? { fetchPriority: "high" as const } : {})}
                css={styles.image}
                fallback={<span css={styles.fallback} />}
              />
            </div>
          )}
          <div css={styles.text}>
            <p css={styles.meta}>
              {entry.badge && <span css={styles.type}>{entry.badge}</span>}
              {entry.date && <time dateTime={entry.date.iso}>{entry.date.text}</time>}
              {entry.stateLabel && <span css={styles.state}>{entry.stateLabel}</span>}
            </p>
            <Heading css={styles.title}>
              <SmartLink href={entry.route} css={styles.link}>
                {entry.title}
              </SmartLink>
            </Heading>
            <p css={styles.summary}>{entry.summary}</p>
            {entry.facts.length > 0 && (
              <ul css={styles.facts}>
                {entry.facts.map((fact) => (
                  <li key={fact}>{fact}</li>
                ))}
              </ul>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
