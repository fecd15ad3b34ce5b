import { EntryCardList } from "../../components/EntryCard/EntryCard.tsx";
import { SmartLink } from "../../components/SmartLink/SmartLink.tsx";
import { useWords } from "../../hooks/SiteContext.tsx";
import { fillWord } from "../../lib/fill-word.ts";
import type { RouteLink } from "../../content/collections/views.ts";
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

/** A page of a collection's listing: its filters, the entries as cards (grouped, as upcoming and past), and the way to the pages around it, all as links. */
export function Listing({ block }: { block: ListingBlock }) {
  const { listing } = block;
  const words = useWords();
  const grouped = listing.groups.some((group) => group.heading);
  return (
    <section data-block="listing" aria-labelledby="listing-title" css={styles.root}>
      <header css={styles.header}>
        <h1 id="listing-title" css={styles.title}>
          {listing.filterLabel ?? listing.title}
        </h1>
        {listing.filterLabel ? <p css={styles.intro}>{listing.title}</p> : listing.intro && <p css={styles.intro}>{listing.intro}</p>}
      </header>
      <div css={styles.body}>
        {listing.filters.length > 0 && (
          <nav aria-label={words.listingFilters} css={styles.nav}>
            {listing.filters.map((row, index) =>
              row.heading ? (
                <div key={row.heading} css={styles.tags}>
                  <p css={styles.tagsHeading}>{row.heading}</p>
                  <FilterLinks links={row.links} />
                </div>
              ) : (
                <FilterLinks key={index} links={row.links} />
              ),
            )}
          </nav>
        )}
        {listing.groups.map((group, index) =>
          group.heading ? (
            <section key={group.heading} aria-labelledby={`listing-group-${index}`} css={styles.group}>
              <h2 id={`listing-group-${index}`} css={styles.groupHeading}>
                {group.heading}
              </h2>
              <EntryCardList entries={group.entries} headingLevel={3} eagerPictures={index === 0 ? 3 : 0} empty={listing.empty} />
            </section>
          ) : (
            <EntryCardList key={index} entries={group.entries} headingLevel={grouped ? 3 : 2} eagerPictures={3} empty={listing.empty} />
          ),
        )}
        {listing.pages > 1 && (
          <nav aria-label={words.listingPages} css={styles.pagination}>
            {listing.previous ? (
              <SmartLink href={listing.previous} rel="prev" css={styles.pageLink}>
                {words.listingNewer}
              </SmartLink>
            ) : (
              <span />
            )}
            <p css={styles.pageOf}>{fillWord(words.listingPageOf, { page: listing.page, pages: listing.pages })}</p>
            {listing.next ? (
              <SmartLink href={listing.next} rel="next" css={styles.pageLink}>
                {words.listingOlder}
              </SmartLink>
            ) : (
              <span />
            )}
          </nav>
        )}
        {listing.feeds && (
          <p css={styles.feeds}>
            {words.listingFeeds}: <a href={listing.feeds.atom} type="application/atom+xml">Atom</a> · <a href={listing.feeds.json} type="application/feed+json">JSON Feed</a>
          </p>
        )}
        {listing.calendar && (
          <p css={styles.feeds}>
            <a href={listing.calendar} type="text/calendar">
              {words.listingCalendar}
            </a>{" "}
            (iCalendar)
          </p>
        )}
      </div>
    </section>
  );
}
