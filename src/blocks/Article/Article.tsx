import { BodyView } from "../../components/Body/BodyView.tsx";
import { MediaImage } from "../../components/Media/MediaImage.tsx";
import { SmartLink } from "../../components/SmartLink/SmartLink.tsx";
import { useWords } from "../../hooks/SiteContext.tsx";
import { fieldMark } from "../../lib/field-mark.ts";
import { fillWord } from "../../lib/fill-word.ts";
import type { ArticleBlock } from "./schema.ts";
import * as styles from "./styles.ts";

/** The width the entry's picture is shown at: the reading column. */
const pictureSizes = "(min-width: 960px) 880px, 100vw";

/** A news entry's page: type, date and dateline, its title and picture, the body, documents and tags. */
export function Article({ block }: { block: ArticleBlock }) {
  const { entry } = block;
  const words = useWords();
  return (
    <article data-block="article" aria-labelledby="entry-title" css={styles.root}>
      <header css={styles.header}>
        <div css={styles.headerText}>
          {/* The way back is the site's, not the entry's words: search leaves it out (scripts/prerender/search-facts.ts). */}
          <p css={styles.back} data-search-ignore="">
            <SmartLink href={entry.listRoute}>{words.newsAll}</SmartLink>
          </p>
          <p css={styles.meta}>
            <span css={styles.type}>{entry.typeLabel}</span>
            <time dateTime={entry.date.iso}>{entry.date.text}</time>
            {entry.updated && <time dateTime={entry.updated.iso}>{fillWord(words.newsUpdated, { date: entry.updated.text })}</time>}
            {entry.stateLabel && <span css={styles.state}>{entry.stateLabel}</span>}
          </p>
          <h1 {...fieldMark("entry", "title")} id="entry-title" css={styles.title}>
            {entry.title}
          </h1>
          <p {...fieldMark("entry", "summary")} css={styles.summary}>
            {entry.summary}
          </p>
        </div>
      </header>
      <div css={styles.picture}>
        <MediaImage image={entry.image} sizes={pictureSizes} loading="eager" fetchPriority="high" css={styles.image} fallback={<span css={styles.fallback} />} />
      </div>
      <div {...fieldMark("entry", "body")} css={styles.content}>
        {entry.dateline && (
          <p css={styles.dateline}>
            <strong>{entry.dateline}</strong> · <time dateTime={entry.date.iso}>{entry.date.text}</time>
          </p>
        )}
        <BodyView body={entry.body} label={entry.title} />
        {entry.attachments.length > 0 && (
          <section aria-labelledby="entry-documents" css={styles.aside}>
            <h2 id="entry-documents" css={styles.asideHeading}>
              {words.newsDocuments}
            </h2>
            <ul css={styles.documents}>
              {entry.attachments.map((attachment) => (
                <li key={attachment.href}>
                  <a href={attachment.href.replace(/^\//, "")} type="application/pdf" css={styles.document}>
                    {attachment.label}
                  </a>{" "}
                  <span css={styles.detail}>({attachment.detail})</span>
                </li>
              ))}
            </ul>
          </section>
        )}
        {entry.tags.length > 0 && (
          <nav aria-label={words.newsTags} css={styles.tags}>
            <p css={styles.asideHeading}>{words.newsTags}</p>
            <ul css={styles.tagList}>
              {entry.tags.map((tag) => (
                <li key={tag.route}>
                  <SmartLink href={tag.route} css={styles.tag}>
                    {tag.label}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </article>
  );
}
