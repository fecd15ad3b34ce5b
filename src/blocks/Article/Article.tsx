import { BodyView } from "../../components/Body/BodyView.tsx";
import { Button } from "../../components/Button/Button.tsx";
import { base, sizes, variants } from "../../components/Button/styles.ts";
import { MediaImage } from "../../components/Media/MediaImage.tsx";
import { SmartLink } from "../../components/SmartLink/SmartLink.tsx";
import type { ActionView } from "../../content/collections/views.ts";
import { useWords } from "../../hooks/SiteContext.tsx";
import { fieldMark } from "../../lib/field-mark.ts";
import { fillWord } from "../../lib/fill-word.ts";
import type { ArticleBlock } from "./schema.ts";
import * as styles from "./styles.ts";

/** The width the entry's picture is shown at: the reading column. */
const pictureSizes = "(min-width: 960px) 880px, 100vw";

/** A button on an entry: a page or site to open, or a file to save (Add to calendar). */
function EntryAction({ action }: { action: ActionView }) {
  const variant = action.primary ? "primary" : "outline";
  if (!action.download) return <Button action={{ label: action.label, href: action.href, variant }} />;
  return (
    <a href={action.href} download css={[base, sizes.md, variants[variant]]} data-variant={variant} type="text/calendar">
      {action.label}
    </a>
  );
}

/** An entry's page: its kind, date and state, title, facts and actions, picture, text, documents and tags. */
export function Article({ block }: { block: ArticleBlock }) {
  const { entry } = block;
  const words = useWords();
  return (
    <article data-block="article" aria-labelledby="entry-title" css={styles.root}>
      <header css={[styles.header, !entry.image && styles.headerWithoutPicture]}>
        <div css={styles.headerText}>
          {/* The way back is the site's, not the entry's words: search leaves it out (scripts/prerender/search-facts.ts). */}
          <p css={styles.back} data-search-ignore="">
            <SmartLink href={entry.listRoute}>{entry.listLabel}</SmartLink>
          </p>
          <p css={styles.meta}>
            {entry.badge && <span css={styles.type}>{entry.badge}</span>}
            {entry.date && <time dateTime={entry.date.iso}>{entry.date.text}</time>}
            {entry.updated && <time dateTime={entry.updated.iso}>{fillWord(words.entryUpdated, { date: entry.updated.text })}</time>}
            {entry.stateLabel && <span css={styles.state}>{entry.stateLabel}</span>}
          </p>
          <h1 {...fieldMark("entry", "title")} id="entry-title" css={styles.title}>
            {entry.title}
          </h1>
          <p {...fieldMark("entry", "summary")} css={styles.summary}>
            {entry.summary}
          </p>
          {entry.details.length > 0 && (
            <dl css={styles.details}>
              {entry.details.map((detail) => (
                <div key={detail.label} css={styles.detailRow}>
                  <dt>{detail.label}</dt>
                  <dd>{detail.iso ? <time dateTime={detail.iso}>{detail.text}</time> : detail.text}</dd>
                </div>
              ))}
            </dl>
          )}
          {entry.actions.length > 0 && (
            <div css={styles.actions}>
              {entry.actions.map((action) => (
                <EntryAction key={action.href} action={action} />
              ))}
            </div>
          )}
        </div>
      </header>
      {entry.image && (
        <div css={styles.picture}>
          <MediaImage image={entry.image} sizes={pictureSizes} loading="eager" fetchPriority="high" css={styles.image} fallback={<span css={styles.fallback} />} />
        </div>
      )}
      <div {...fieldMark("entry", "body")} css={[styles.content, !entry.image && styles.contentWithoutPicture]}>
        {entry.dateline && entry.date && (
          <p css={styles.dateline}>
            <strong>{entry.dateline}</strong> · <time dateTime={entry.date.iso}>{entry.date.text}</time>
          </p>
        )}
        <BodyView body={entry.body} label={entry.title} />
        {entry.sections.map((section, index) => (
          <section key={section.label} aria-labelledby={`entry-section-${index}`} css={styles.aside}>
            <h2 id={`entry-section-${index}`} css={styles.asideHeading}>
              {section.label}
            </h2>
            <BodyView body={section.body} label={section.label} />
          </section>
        ))}
        {entry.attachments.length > 0 && (
          <section aria-labelledby="entry-documents" css={styles.aside}>
            <h2 id="entry-documents" css={styles.asideHeading}>
              {words.entryDocuments}
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
          <nav aria-label={words.entryTags} css={styles.tags}>
            <p css={styles.asideHeading}>{words.entryTags}</p>
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
