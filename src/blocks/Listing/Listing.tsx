import { EntryCardList } from "../../components/EntryCard/EntryCard.tsx";
import { SmartLink } from "../../components/SmartLink/SmartLink.tsx";
import { useWords } from "../../hooks/SiteContext.tsx";
import { fillWord } from "../../lib/fill-word.ts";
import type { RouteLink } from "../../content/news/views.ts";
import type { ListingBlock } from "./schema.ts";
import * as styles from "./styles.ts";

function FilterLinks({ links }: { links: readonly RouteLink[] }) {
  return (
    <ul css={styles.filters}>
      {links.map((link) => (
        <li key={link.route}>
          <SmartLink href={link.route} css={styles.filter} {...(link.current ? { "aria-current": "page" as const } : {})}>
            {link.label}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}

/** A page of the news: filters by type and tag, the entries as cards, and the way to older and newer pages, all as links. */
export function Listing({ block }: { block: ListingBlock }) {
  const { listing } = block;
  const words = useWords();
  return (
    <section data-block="listing" aria-labelledby="news-title" css={styles.root}>
      <header css={styles.header}>
        <h1 id="news-title" css={styles.title}>
          {listing.filterLabel ?? listing.title}
        </h1>
        {listing.filterLabel ? <p css={styles.intro}>{listing.title}</p> : listing.intro && <p css={styles.intro}>{listing.intro}</p>}
      </header>
      <div css={styles.body}>
        <nav aria-label={words.newsFilters} css={styles.nav}>
          <FilterLinks links={listing.types} />
          {listing.tags.length > 0 && (
            <div css={styles.tags}>
              <p css={styles.tagsHeading}>{words.newsTags}</p>
              <FilterLinks links={listing.tags} />
            </div>
          )}
        </nav>
        <EntryCardList entries={listing.entries} headingLevel={2} eagerPictures={3} />
        {listing.pages > 1 && (
          <nav aria-label={words.newsPages} css={styles.pagination}>
            {listing.previous ? (
              <SmartLink href={listing.previous} rel="prev" css={styles.pageLink}>
                {words.newsNewer}
              </SmartLink>
            ) : (
              <span />
            )}
            <p css={styles.pageOf}>{fillWord(words.newsPageOf, { page: listing.page, pages: listing.pages })}</p>
            {listing.next ? (
              <SmartLink href={listing.next} rel="next" css={styles.pageLink}>
                {words.newsOlder}
              </SmartLink>
            ) : (
              <span />
            )}
          </nav>
        )}
        <p css={styles.feeds}>
          {words.newsFeeds}: <a href={listing.feeds.atom} type="application/atom+xml">Atom</a> · <a href={listing.feeds.json} type="application/feed+json">JSON Feed</a>
        </p>
      </div>
    </section>
  );
}
